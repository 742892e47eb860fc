/**
 * Gê's conversation as a pure reducer (docs/behaviour.md §4, chat steps): state + event ->
 * state + the effects to run (messages to post, the lead to submit, events to deliver
 * later, analytics). The island renders the state and runs the effects; nothing here
 * touches timers, the network or React.
 */
import type { ChatLeadData } from '../../contracts/bodies.ts';
import { CONTACT_TIME_OPTIONS, EMPLOYEE_OPTIONS } from '../../contracts/options.ts';
import { formatPhone, isValidPhone } from '../phone.ts';
import { greetingFor } from './greetings.ts';
import { BOOKING_CHOICES, CHAT_TEXTS, interestedModule } from './texts.ts';

export type ChatStep =
  | 'greeting'
  | 'collecting_name'
  | 'collecting_email'
  | 'collecting_phone'
  | 'collecting_company'
  | 'collecting_contact_time'
  | 'collecting_employees'
  | 'collecting_main_point'
  | 'submitting'
  /** The lead did not go through yet, but is kept and goes by itself: the completion follows. */
  | 'kept'
  | 'completed'
  | 'error';

export interface ChatBubble {
  /** Time-based and unique within the conversation. */
  id: number;
  type: 'user' | 'bot';
  content: string;
  /** ISO time of the message. */
  timestamp: string;
}

/** 'booking': after the completion, 'Escolher horário' or 'Prefiro que me liguem'. */
export type Picker = 'contactTime' | 'employees' | 'booking' | null;

/**
 * The booking step after the completion (docs/behaviour.md §10): offered, then the
 * visitor chooses the slot picker, or a call instead ('declined').
 */
export type BookingStage = 'none' | 'offered' | 'choosing' | 'declined';

export interface ChatState {
  step: ChatStep;
  messages: ChatBubble[];
  formData: ChatLeadData;
  input: string;
  /** The bot is "typing": its reply is on the way. Sending is blocked. */
  typing: boolean;
  /** The lead is being submitted. Sending is blocked. */
  submitting: boolean;
  picker: Picker;
  /**
   * The visitor sent (Enter, the send button, a 'Saber mais' question) while Gê could not
   * take it yet (greeting, typing): it goes, once, as soon as she can.
   */
  pendingSend: boolean;
  /** Page path, for the greeting and the calls. */
  page: string;
  booking: BookingStage;
  /** The Idempotency-Key the lead was sent with: the booking points to it. */
  leadKey: string;
  /** The home form's answers arrived before the greeting: she greets with them. */
  handedOver?: boolean;
}

type WithoutNow<T> = T extends unknown ? Omit<T, 'now'> : never;

export type ChatEvent =
  | { type: 'start'; path: string; now: number }
  | { type: 'input'; value: string; now: number }
  | { type: 'send'; now: number }
  /** A question asked on the visitor's behalf: it replaces the input and is sent. */
  | { type: 'ask'; text: string; now: number }
  | { type: 'pick'; value: string; now: number }
  | { type: 'botSay'; messages: string[]; picker?: Picker; now: number }
  /** The lead's send: delivered (`ok`, with its key) or neither delivered nor kept. */
  | { type: 'submitted'; ok: boolean; leadKey?: string; now: number }
  /** The lead's send is kept: it goes by itself, and 'submitted' follows when it arrives. */
  | { type: 'kept'; now: number }
  /** The booking offer, a second after the completion: only to the conversation it follows. */
  | { type: 'offerBooking'; now: number }
  /** The booking step's outcome, in Gê's words. */
  | { type: 'booked'; message: string; now: number }
  | { type: 'retry'; now: number }
  | { type: 'restart'; now: number }
  /**
   * The home page's demo form, handed over (docs/behaviour.md §4): its answers are the
   * conversation's, and Gê asks only what it did not say.
   */
  | { type: 'handover'; answers: HomeDemoAnswers; now: number };

/** What the home page's demo form says, as its fields' values (labels for its choices). */
export interface HomeDemoAnswers {
  name: string;
  email: string;
  phone: string;
  company: string;
  /** The chosen option's label, or ''. */
  revenue: string;
  /** The chosen option's label, or ''. */
  challenge: string;
}

/** An event as effects schedule it; the island stamps `now` when it delivers it. */
export type ChatEventInput = WithoutNow<ChatEvent>;

export type ChatEffect =
  | { kind: 'post'; message: string; field: string; step: ChatStep; formData: ChatLeadData }
  | { kind: 'later'; ms: number; event: ChatEventInput }
  | { kind: 'submit'; lead: Required<ChatLeadData> }
  | { kind: 'track'; action: string; label: string; value?: number };

/** docs/behaviour.md §9: bot replies 1 s after the visitor; picker choices continue after 500 ms. */
export const BOT_REPLY_MS = 1_000;
export const PICKER_CONTINUE_MS = 500;

export const initialChatState = (page = '/'): ChatState => ({
  step: 'greeting',
  messages: [],
  formData: {},
  input: '',
  typing: false,
  submitting: false,
  picker: null,
  pendingSend: false,
  page,
  booking: 'none',
  leadKey: '',
});

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** docs/behaviour.md §5: the first letter upper-case and the rest lower-case. */
export function capitaliseName(name: string): string {
  const trimmed = name.trim();
  return trimmed.charAt(0).toLocaleUpperCase('pt-BR') + trimmed.slice(1).toLocaleLowerCase('pt-BR');
}

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** The lead field each step collects, as call 2 names it. */
const FIELD_OF: Partial<Record<ChatStep, keyof ChatLeadData>> = {
  collecting_name: 'name',
  collecting_email: 'email',
  collecting_phone: 'phone',
  collecting_company: 'company',
  collecting_contact_time: 'contactTime',
  collecting_employees: 'employees',
  collecting_main_point: 'mainPoint',
};

/** The input's placeholder on each step (docs/behaviour.md §2). */
export function placeholderFor(step: ChatStep): string {
  if (step === 'collecting_phone') return CHAT_TEXTS.placeholderPhone;
  if (step === 'collecting_email') return CHAT_TEXTS.placeholderEmail;
  return CHAT_TEXTS.placeholder;
}

function message(state: ChatState, type: ChatBubble['type'], content: string, now: number, offset = 0): ChatBubble {
  // Time-based ids, kept unique when several messages share a millisecond.
  const last = state.messages.at(-1)?.id ?? 0;
  const id = Math.max(now, last + 1) + offset;
  return { id, type, content, timestamp: new Date(now).toISOString() };
}

function appendBot(state: ChatState, contents: string[], now: number): ChatState {
  let next = state;
  for (const content of contents) next = { ...next, messages: [...next.messages, message(next, 'bot', content, now)] };
  return next;
}

type Result = { state: ChatState; effects: ChatEffect[] };

/** A user message, its call 2, and the bot's reply after `delay`. */
function answer(
  state: ChatState,
  now: number,
  text: string,
  changes: Partial<ChatState>,
  reply: string[],
  delay: number,
  picker: Picker = null,
): Result {
  const field = FIELD_OF[state.step] ?? 'unknown';
  const withUser: ChatState = { ...state, messages: [...state.messages, message(state, 'user', text, now)] };
  const next: ChatState = {
    ...withUser,
    ...changes,
    input: '',
    typing: reply.length > 0,
    picker: null,
    pendingSend: false,
  };
  const effects: ChatEffect[] = [
    { kind: 'post', message: text, field, step: state.step, formData: next.formData },
    ...(reply.length
      ? [{ kind: 'later' as const, ms: delay, event: { type: 'botSay' as const, messages: reply, picker } }]
      : []),
  ];
  return { state: next, effects };
}

function completeLead(data: ChatLeadData): Required<ChatLeadData> {
  return {
    name: data.name ?? '',
    email: data.email ?? '',
    phone: data.phone ?? '',
    company: data.company ?? '',
    contactTime: data.contactTime ?? '',
    employees: data.employees ?? '',
    mainPoint: data.mainPoint ?? '',
  };
}

/**
 * The home form's answers as the conversation's data: each one Gê would have accepted (an
 * e-mail or a phone she would refuse is asked again), the challenge as the main point, with
 * the revenue beside it so the team has all six.
 */
export function handedOver(answers: HomeDemoAnswers): ChatLeadData {
  const data: ChatLeadData = {};
  if (answers.name.trim()) data.name = capitaliseName(answers.name);
  if (isValidEmail(answers.email)) data.email = answers.email.trim();
  if (isValidPhone(answers.phone)) data.phone = formatPhone(answers.phone);
  if (answers.company.trim()) data.company = answers.company.trim();
  if (answers.challenge) {
    data.mainPoint = answers.revenue
      ? `${answers.challenge} (faturamento mensal: ${answers.revenue})`
      : answers.challenge;
  }
  return data;
}

/**
 * An answer taken: the visitor's message, then the next question the data leaves open, in
 * the spec's order (the home form's answers are not asked again); with none left, the lead
 * goes (call 3).
 */
function advance(state: ChatState, now: number, text: string, formData: ChatLeadData, delay: number): Result {
  if (formData.name && formData.email && formData.phone && formData.company && formData.contactTime) {
    if (formData.employees && formData.mainPoint) {
      const lead = completeLead(formData);
      const sent = answer(state, now, text, { step: 'submitting', submitting: true, formData: lead }, [], 0);
      return { state: sent.state, effects: [...sent.effects, { kind: 'submit', lead }] };
    }
  }
  const next = nextQuestion(formData);
  return answer(state, now, text, { step: next.step, formData }, [next.ask], delay, next.picker);
}

/** The first question the data does not answer yet, in the spec's order of steps. */
function nextQuestion(data: ChatLeadData): { step: ChatStep; ask: string; picker: Picker } {
  if (!data.name) return { step: 'collecting_name', ask: CHAT_TEXTS.askName, picker: null };
  if (!data.email) return { step: 'collecting_email', ask: CHAT_TEXTS.askEmail(data.name), picker: null };
  if (!data.phone) return { step: 'collecting_phone', ask: CHAT_TEXTS.askPhone, picker: null };
  if (!data.company) return { step: 'collecting_company', ask: CHAT_TEXTS.askCompany, picker: null };
  if (!data.contactTime) {
    return { step: 'collecting_contact_time', ask: CHAT_TEXTS.askContactTime, picker: 'contactTime' };
  }
  if (!data.employees) return { step: 'collecting_employees', ask: CHAT_TEXTS.askEmployees, picker: 'employees' };
  return { step: 'collecting_main_point', ask: CHAT_TEXTS.askMainPoint, picker: null };
}

function step(state: ChatState, event: ChatEvent): Result {
  const none: Result = { state, effects: [] };
  switch (event.type) {
    case 'handover': {
      if (state.submitting) return none;
      // A conversation of its own under way (past the name), or one already sent: a new one.
      const fresh =
        state.step === 'greeting' || state.step === 'collecting_name' ? state : initialChatState(state.page);
      const formData = handedOver(event.answers);
      if (fresh.step === 'greeting') return { state: { ...fresh, formData, handedOver: true }, effects: [] };
      return greetHandedOver({ ...fresh, formData, messages: [] }, event.now);
    }

    case 'start': {
      if (state.step !== 'greeting') return none;
      if (state.handedOver) return greetHandedOver({ ...state, page: event.path }, event.now);
      const greeted = appendBot(
        { ...state, page: event.path },
        [greetingFor(event.path), CHAT_TEXTS.askName],
        event.now,
      );
      return { state: { ...greeted, step: 'collecting_name' }, effects: [] };
    }

    case 'input': {
      const value = state.step === 'collecting_phone' ? formatPhone(event.value) : event.value;
      return { state: { ...state, input: value }, effects: [] };
    }

    case 'ask':
      return askFor(state, event.text, event.now);

    case 'send': {
      const text = state.input.trim();
      if (!text || state.submitting) return none;
      // The pickers' steps take a choice, not text: Gê offers no input there.
      if (state.step === 'collecting_contact_time' || state.step === 'collecting_employees') return none;
      // Gê has not greeted yet, or is typing: keep the message and send it when she can.
      if (state.step === 'greeting' || state.typing) return { state: { ...state, pendingSend: true }, effects: [] };
      return answerStep(state, text, event.now);
    }

    case 'pick':
      if (!state.picker || state.typing) return none;
      return pickChoice(state, event.value, event.now) ?? none;

    case 'botSay': {
      const said = appendBot(state, event.messages, event.now);
      return { state: { ...said, typing: false, picker: event.picker ?? null }, effects: [] };
    }

    case 'kept':
      if (state.step !== 'submitting') return none;
      return {
        state: { ...appendBot({ ...state, submitting: false }, [CHAT_TEXTS.kept], event.now), step: 'kept' },
        effects: [],
      };

    case 'submitted': {
      // A kept lead arrives later: the same completion, whenever it comes.
      if (state.step !== 'submitting' && state.step !== 'kept') return none;
      const settled: ChatState = { ...state, input: '', submitting: false };
      if (event.ok) {
        const name = state.formData.name ?? '';
        // The spec's three messages, then the booking step (docs/behaviour.md §10).
        return {
          state: {
            ...appendBot(settled, [CHAT_TEXTS.success(name), CHAT_TEXTS.thanks, CHAT_TEXTS.newRequest], event.now),
            step: 'completed',
            typing: true,
            booking: 'offered',
            leadKey: event.leadKey ?? '',
          },
          effects: [
            { kind: 'track', action: 'chatbot_complete', label: 'form_submitted' },
            { kind: 'later', ms: BOT_REPLY_MS, event: { type: 'offerBooking' } },
            { kind: 'track', action: 'booking_offer', label: 'chatbot' },
          ],
        };
      }
      return { state: { ...appendBot(settled, [CHAT_TEXTS.submitFailed], event.now), step: 'error' }, effects: [] };
    }

    case 'offerBooking':
      // 'Reiniciar Conversa' within that second started another conversation: nothing to offer.
      if (state.step !== 'completed' || state.booking !== 'offered') return none;
      return {
        state: { ...appendBot(state, [CHAT_TEXTS.bookingOffer], event.now), typing: false, picker: 'booking' },
        effects: [],
      };

    case 'booked':
      if (state.booking !== 'choosing') return none;
      return { state: appendBot(state, [event.message], event.now), effects: [] };

    case 'retry': {
      if (state.step !== 'error' && state.step !== 'kept') return none;
      return {
        state: { ...state, step: 'submitting', submitting: true },
        effects: [{ kind: 'submit', lead: completeLead(state.formData) }],
      };
    }

    case 'restart':
      return step(initialChatState(state.page), { type: 'start', path: state.page, now: event.now });
  }
}

/** The call-2 event of a result marked as this field's (an interest, a booking choice), not a step's answer. */
function tagged(result: Result, field: string): Result {
  return { state: result.state, effects: result.effects.map((e) => (e.kind === 'post' ? { ...e, field } : e)) };
}

/**
 * A question asked on the visitor's behalf ('Saber mais' of the modules page): at the start it
 * is the first message; mid-conversation Gê notes the interest and stays on her question.
 */
function askFor(state: ChatState, text: string, now: number): Result {
  const asked = (from: ChatState) => step({ ...from, input: text }, { type: 'send', now });
  if (state.step === 'greeting' || state.step === 'collecting_name') return asked(state);
  if (state.step === 'completed' || state.step === 'error') {
    return asked(step(initialChatState(state.page), { type: 'start', path: state.page, now }).state);
  }
  if (state.submitting) return { state, effects: [] };
  const noted = answer(
    state,
    now,
    text,
    {},
    [CHAT_TEXTS.interestAck(interestedModule(text) ?? text)],
    BOT_REPLY_MS,
    state.picker,
  );
  return tagged(noted, 'interest');
}

/** The visitor's typed answer to the current question: kept and the next asked, or Gê says why not. */
function answerStep(state: ChatState, text: string, now: number): Result {
  const { formData } = state;
  switch (state.step) {
    case 'collecting_name': {
      // A module's 'Saber mais' typed its interest: acknowledge it and still ask the name.
      const module = interestedModule(text);
      if (module) {
        return tagged(
          answer(state, now, text, {}, [CHAT_TEXTS.interestAck(module), CHAT_TEXTS.askName], BOT_REPLY_MS),
          'interest',
        );
      }
      return advance(state, now, text, { ...formData, name: capitaliseName(text) }, BOT_REPLY_MS);
    }
    case 'collecting_email':
      return isValidEmail(text)
        ? advance(state, now, text, { ...formData, email: text }, BOT_REPLY_MS)
        : answer(state, now, text, {}, [CHAT_TEXTS.invalidEmail], BOT_REPLY_MS);
    case 'collecting_phone':
      return isValidPhone(text)
        ? advance(state, now, text, { ...formData, phone: formatPhone(text) }, BOT_REPLY_MS)
        : answer(state, now, text, {}, [CHAT_TEXTS.invalidPhone], BOT_REPLY_MS);
    case 'collecting_company':
      return advance(state, now, text, { ...formData, company: text }, BOT_REPLY_MS);
    case 'collecting_main_point':
      return advance(state, now, text, { ...formData, mainPoint: text }, 0);
    default:
      return answer(state, now, text, {}, [CHAT_TEXTS.unknown], BOT_REPLY_MS);
  }
}

/** A tap on an option of the open picker; undefined when the value is not one of its options. */
function pickChoice(state: ChatState, value: string, now: number): Result | undefined {
  const is = (options: readonly string[]) => options.includes(value);
  if (state.picker === 'booking' && is(BOOKING_CHOICES)) {
    const choosing = value === BOOKING_CHOICES[0];
    const chosen = answer(
      state,
      now,
      value,
      { booking: choosing ? 'choosing' : 'declined' },
      [choosing ? CHAT_TEXTS.bookingPick : CHAT_TEXTS.callMe(state.formData.contactTime ?? '')],
      PICKER_CONTINUE_MS,
    );
    const { effects } = tagged(chosen, 'booking');
    return {
      state: chosen.state,
      effects: [
        ...effects,
        ...(choosing ? [{ kind: 'track' as const, action: 'booking_start', label: 'chatbot' }] : []),
      ],
    };
  }
  if (state.picker === 'contactTime' && is(CONTACT_TIME_OPTIONS)) {
    return advance(state, now, value, { ...state.formData, contactTime: value }, PICKER_CONTINUE_MS);
  }
  if (state.picker === 'employees' && is(EMPLOYEE_OPTIONS)) {
    return advance(state, now, value, { ...state.formData, employees: value }, PICKER_CONTINUE_MS);
  }
  return undefined;
}

/** Gê greets a visitor whose home form she took over, says what she has, asks what is missing. */
function greetHandedOver(state: ChatState, now: number): Result {
  const { formData } = state;
  const next = nextQuestion(formData);
  const said = [greetingFor(state.page), CHAT_TEXTS.handedOver(formData), next.ask];
  return {
    state: { ...appendBot(state, said, now), step: next.step, picker: next.picker, handedOver: false },
    effects: [{ kind: 'track', action: 'chatbot_start', label: 'home_form' }],
  };
}

/**
 * Gê's reducer. After every event, a message the visitor sent while Gê could not take it
 * goes out once she can (greeted, not typing, no picker shown), so no quick sequence of
 * inputs is lost or answered with 'Desculpe, não entendi'.
 */
export function chatReducer(state: ChatState, event: ChatEvent): Result {
  const result = step(state, event);
  const next = result.state;
  const ready = next.step !== 'greeting' && !next.typing && !next.submitting && !next.picker;
  if (!next.pendingSend || !ready || event.type === 'send' || event.type === 'ask') return result;
  if (!next.input.trim()) return { state: { ...next, pendingSend: false }, effects: result.effects };
  const sent = step(next, { type: 'send', now: event.now });
  return { state: sent.state, effects: [...result.effects, ...sent.effects] };
}
