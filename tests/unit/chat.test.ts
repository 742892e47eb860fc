import { describe, expect, it } from 'vitest';
import { GENERIC_GREETING, GREETINGS, greetingFor } from '../../src/logic/chat/greetings.ts';
import {
  BOT_REPLY_MS,
  type ChatEffect,
  type ChatEvent,
  type ChatEventInput,
  type ChatState,
  capitaliseName,
  chatReducer,
  handedOver,
  initialChatState,
  PICKER_CONTINUE_MS,
  placeholderFor,
} from '../../src/logic/chat/reducer.ts';
import { CHAT_TEXTS, interestedModule, interestMessage } from '../../src/logic/chat/texts.ts';
import { formatPhone, isValidPhone } from '../../src/logic/phone.ts';
import { chatSessionId, newSessionId, SESSION_KEY, SESSION_PATTERN } from '../../src/runtime/session.ts';

const T0 = Date.parse('2026-11-22T14:30:00Z');

/** Drives the reducer like the island does: every effect's later event is delivered at once. */
function run(state: ChatState, ...events: ChatEventInput[]) {
  let now = T0;
  const effects: ChatEffect[] = [];
  let current = state;
  const queue = [...events];
  while (queue.length) {
    const event = queue.shift() as ChatEventInput;
    now += 10;
    const result = chatReducer(current, { ...event, now } as ChatEvent);
    current = result.state;
    for (const effect of result.effects) {
      effects.push(effect);
      if (effect.kind === 'later') queue.unshift(effect.event);
    }
  }
  return { state: current, effects };
}

const say = (text: string): ChatEventInput[] => [{ type: 'input', value: text }, { type: 'send' }];
const botTexts = (state: ChatState) => state.messages.filter((m) => m.type === 'bot').map((m) => m.content);
const userTexts = (state: ChatState) => state.messages.filter((m) => m.type === 'user').map((m) => m.content);

function upTo(step: 'email' | 'phone' | 'company' | 'contactTime' | 'employees' | 'mainPoint') {
  const events: ChatEventInput[] = [{ type: 'start', path: '/omni-zap' }, ...say('maria clara')];
  if (step === 'email') return run(initialChatState(), ...events);
  events.push(...say('maria@empresa.com.br'));
  if (step === 'phone') return run(initialChatState(), ...events);
  events.push(...say('11999993333'));
  if (step === 'company') return run(initialChatState(), ...events);
  events.push(...say('Empresa da Maria'));
  if (step === 'contactTime') return run(initialChatState(), ...events);
  events.push({ type: 'pick', value: 'Tarde' });
  if (step === 'employees') return run(initialChatState(), ...events);
  events.push({ type: 'pick', value: '11 a 50' });
  return run(initialChatState(), ...events);
}

describe('the conversation, step by step (docs/behaviour.md §4)', () => {
  it('greets by the page and asks for the name on start', () => {
    const { state } = run(initialChatState(), { type: 'start', path: '/omni-zap' });
    expect(state.step).toBe('collecting_name');
    expect(botTexts(state)).toEqual([greetingFor('/omni-zap'), CHAT_TEXTS.askName]);
  });

  it('walks name, e-mail, phone, company, the two pickers and the main point, then submits', () => {
    const { state, effects } = upTo('mainPoint');
    expect(state.step).toBe('collecting_main_point');
    expect(state.formData).toEqual({
      name: 'Maria clara',
      email: 'maria@empresa.com.br',
      phone: '(11) 99999-3333',
      company: 'Empresa da Maria',
      contactTime: 'Tarde',
      employees: '11 a 50',
    });
    expect(
      effects.filter((e) => e.kind === 'post').map((e) => e.kind === 'post' && [e.field, e.step, e.message]),
    ).toEqual([
      ['name', 'collecting_name', 'maria clara'],
      ['email', 'collecting_email', 'maria@empresa.com.br'],
      ['phone', 'collecting_phone', '(11) 99999-3333'],
      ['company', 'collecting_company', 'Empresa da Maria'],
      ['contactTime', 'collecting_contact_time', 'Tarde'],
      ['employees', 'collecting_employees', '11 a 50'],
    ]);
    const submitted = run(state, ...say('Atender no WhatsApp com vários atendentes'));
    expect(submitted.state.step).toBe('submitting');
    expect(submitted.state.submitting).toBe(true);
    expect(submitted.effects.at(-1)).toEqual({
      kind: 'submit',
      lead: {
        name: 'Maria clara',
        email: 'maria@empresa.com.br',
        phone: '(11) 99999-3333',
        company: 'Empresa da Maria',
        contactTime: 'Tarde',
        employees: '11 a 50',
        mainPoint: 'Atender no WhatsApp com vários atendentes',
      },
    });
  });

  it('replies 1 s after the visitor, and 500 ms after a picker choice', () => {
    const afterName = chatReducer(run(initialChatState(), { type: 'start', path: '/' }).state, {
      type: 'send',
      now: T0,
    });
    expect(afterName.effects).toEqual([]); // empty input is ignored
    const typed = run(initialChatState(), { type: 'start', path: '/' }, { type: 'input', value: 'Ana' }).state;
    const sent = chatReducer(typed, { type: 'send', now: T0 });
    expect(sent.effects.find((e) => e.kind === 'later')).toMatchObject({ ms: BOT_REPLY_MS });
    expect(sent.state.typing).toBe(true);
    const picking = chatReducer(upTo('contactTime').state, { type: 'pick', value: 'Agora', now: T0 });
    expect(picking.effects.find((e) => e.kind === 'later')).toMatchObject({ ms: PICKER_CONTINUE_MS });
  });

  it('turns the contact-time picker on after the company, then the size picker, then neither', () => {
    expect(upTo('company').state.picker).toBeNull();
    expect(upTo('contactTime').state.picker).toBe('contactTime');
    expect(upTo('employees').state.picker).toBe('employees');
    expect(upTo('mainPoint').state.picker).toBeNull();
  });

  it('a picker choice adds the visitor message, posts it, clears the input and hides the picker at once', () => {
    const before = { ...upTo('contactTime').state, input: 'sobrou' };
    const { state, effects } = chatReducer(before, { type: 'pick', value: 'Noite', now: T0 });
    expect(state.messages.at(-1)).toMatchObject({ type: 'user', content: 'Noite' });
    expect(state.input).toBe('');
    expect(state.picker).toBeNull();
    expect(effects[0]).toMatchObject({ kind: 'post', field: 'contactTime', message: 'Noite' });
    expect(chatReducer(before, { type: 'pick', value: 'Madrugada', now: T0 }).state).toBe(before);
  });

  it('on an ok answer: the completion event, three bot messages, completed, then the booking offer', () => {
    const submitting = run(upTo('mainPoint').state, ...say('Reduzir a fila')).state;
    const { state, effects } = chatReducer(submitting, { type: 'submitted', ok: true, leadKey: 'k-1', now: T0 });
    expect(state.step).toBe('completed');
    expect(state.submitting).toBe(false);
    expect(botTexts(state).slice(-3)).toEqual([
      CHAT_TEXTS.success('Maria clara'),
      CHAT_TEXTS.thanks,
      CHAT_TEXTS.newRequest,
    ]);
    expect(CHAT_TEXTS.success('Maria clara')).toContain('até 2 horas');
    expect(state).toMatchObject({ booking: 'offered', leadKey: 'k-1', typing: true });
    expect(effects).toEqual([
      { kind: 'track', action: 'chatbot_complete', label: 'form_submitted' },
      { kind: 'later', ms: BOT_REPLY_MS, event: { type: 'offerBooking' } },
      { kind: 'track', action: 'booking_offer', label: 'chatbot' },
    ]);
  });

  describe('the booking step after the completion', () => {
    const offered = () =>
      run(run(upTo('mainPoint').state, ...say('Reduzir a fila')).state, { type: 'submitted', ok: true, leadKey: 'k' })
        .state;

    it("offers 'Escolher horário' and 'Prefiro que me liguem' after Gê's three messages", () => {
      const state = offered();
      expect(botTexts(state).slice(-4)).toEqual([
        CHAT_TEXTS.success('Maria clara'),
        CHAT_TEXTS.thanks,
        CHAT_TEXTS.newRequest,
        CHAT_TEXTS.bookingOffer,
      ]);
      expect(state.picker).toBe('booking');
      expect(state.typing).toBe(false);
    });

    it("'Escolher horário' posts the choice, opens the picker and counts booking_start", () => {
      const { state, effects } = run(offered(), { type: 'pick', value: 'Escolher horário' });
      expect(state.booking).toBe('choosing');
      expect(state.messages.at(-2)).toMatchObject({ type: 'user', content: 'Escolher horário' });
      expect(botTexts(state).at(-1)).toBe(CHAT_TEXTS.bookingPick);
      expect(effects).toContainEqual(expect.objectContaining({ kind: 'post', field: 'booking' }));
      expect(effects).toContainEqual({ kind: 'track', action: 'booking_start', label: 'chatbot' });
      // The outcome, in Gê's words, once.
      const booked = chatReducer(state, { type: 'booked', message: 'Tudo certo!', now: T0 });
      expect(botTexts(booked.state).at(-1)).toBe('Tudo certo!');
    });

    it("'Reiniciar Conversa' before the offer: the new conversation gets no offer", () => {
      const done = run(upTo('mainPoint').state, ...say('Reduzir a fila')).state;
      const completed = chatReducer(done, { type: 'submitted', ok: true, leadKey: 'k', now: T0 }).state;
      const restarted = chatReducer(completed, { type: 'restart', now: T0 }).state;
      expect(chatReducer(restarted, { type: 'offerBooking', now: T0 }).state).toBe(restarted);
    });

    it("'Prefiro que me liguem' answers with the contact time and books nothing", () => {
      const { state, effects } = run(offered(), { type: 'pick', value: 'Prefiro que me liguem' });
      expect(state.booking).toBe('declined');
      expect(botTexts(state).at(-1)).toBe(CHAT_TEXTS.callMe('Tarde'));
      expect(CHAT_TEXTS.callMe('Tarde')).toContain('no período da tarde');
      expect(effects.some((e) => e.kind === 'track' && e.action === 'booking_start')).toBe(false);
      expect(chatReducer(state, { type: 'booked', message: 'x', now: T0 }).state).toBe(state);
    });
  });

  it('on a failure: one apologetic message, error; retry submits the same lead again', () => {
    const submitting = run(upTo('mainPoint').state, ...say('Reduzir a fila')).state;
    const failed = chatReducer(submitting, { type: 'submitted', ok: false, now: T0 });
    expect(failed.state.step).toBe('error');
    expect(botTexts(failed.state).at(-1)).toBe(CHAT_TEXTS.submitFailed);
    expect(failed.effects).toEqual([]);
    const retried = chatReducer(failed.state, { type: 'retry', now: T0 });
    expect(retried.state.step).toBe('submitting');
    expect(retried.effects).toEqual([{ kind: 'submit', lead: { ...submitting.formData } }]);
  });

  it('restart clears everything and greets again', () => {
    const done = chatReducer(run(upTo('mainPoint').state, ...say('x')).state, {
      type: 'submitted',
      ok: true,
      now: T0,
    }).state;
    const { state } = chatReducer({ ...done, input: 'algo' }, { type: 'restart', now: T0 });
    expect(state.step).toBe('collecting_name');
    expect(state.formData).toEqual({});
    expect(state.input).toBe('');
    expect(state.picker).toBeNull();
    expect(botTexts(state)).toEqual([greetingFor('/omni-zap'), CHAT_TEXTS.askName]);
  });
});

describe('input rules (docs/behaviour.md §5)', () => {
  it('ignores empty and whitespace-only input', () => {
    const started = run(initialChatState(), { type: 'start', path: '/' }).state;
    const { state, effects } = run(started, ...say('   '));
    expect(state.messages).toHaveLength(started.messages.length);
    expect(effects).toEqual([]);
  });

  it('stores the name with the first letter upper-case and the rest lower-case', () => {
    expect(capitaliseName('  jOÃO pedro ')).toBe('João pedro');
    expect(capitaliseName('élia')).toBe('Élia');
  });

  it.each(['maria@', 'maria empresa@x.com', 'maria@empresa', '@empresa.com', 'maria @empresa.com'])(
    'an invalid e-mail (%s) stays on the step with the exact message',
    (email) => {
      const { state } = run(upTo('email').state, ...say(email));
      expect(state.step).toBe('collecting_email');
      expect(botTexts(state).at(-1)).toBe(CHAT_TEXTS.invalidEmail);
      expect(CHAT_TEXTS.invalidEmail).toMatch(
        /^Ops! 😅 Esse email não parece válido\. Pode verificar e digitar novamente\? \(ex: .+@.+\)$/,
      );
    },
  );

  it.each(['119999', '(11) 9999-999', '1'])(
    'an invalid phone (%s) stays on the step with the exact message',
    (phone) => {
      const { state } = run(upTo('phone').state, { type: 'input', value: phone }, { type: 'send' });
      expect(state.step).toBe('collecting_phone');
      expect(botTexts(state).at(-1)).toBe(
        'Ops! 😅 Esse telefone não parece válido. Pode verificar e digitar novamente? (ex: 11999993333)',
      );
    },
  );

  it('formats the phone while typing on the phone step only', () => {
    const onPhone = upTo('phone').state;
    expect(chatReducer(onPhone, { type: 'input', value: '1133334444', now: T0 }).state.input).toBe('(11) 3333-4444');
    const onName = run(initialChatState(), { type: 'start', path: '/' }).state;
    expect(chatReducer(onName, { type: 'input', value: '1133334444', now: T0 }).state.input).toBe('1133334444');
  });

  it('holds a message sent while the bot types, and sends it once when she has answered', () => {
    const typing = { ...upTo('email').state, typing: true, input: 'maria@empresa.com.br' };
    const held = chatReducer(typing, { type: 'send', now: T0 });
    expect(held.effects).toEqual([]);
    expect(held.state.pendingSend).toBe(true);
    expect(held.state.messages).toBe(typing.messages);
    // Enter again while still typing: still one message waiting, not two.
    expect(chatReducer(held.state, { type: 'send', now: T0 }).state.pendingSend).toBe(true);
    const answered = chatReducer(held.state, { type: 'botSay', messages: ['…'], now: T0 + 1 });
    expect(answered.state.step).toBe('collecting_phone');
    expect(userTexts(answered.state).at(-1)).toBe('maria@empresa.com.br');
    expect(answered.effects.filter((e) => e.kind === 'post')).toHaveLength(1);
    const submitting = { ...upTo('email').state, submitting: true, input: 'a@b.com' };
    expect(chatReducer(submitting, { type: 'send', now: T0 }).state).toBe(submitting);
  });

  it("a name sent before Gê greets is taken as the name once she has, never 'Desculpe, não entendi'", () => {
    // 'Sim, quero!' opens the chat and greets 500 ms later; the visitor is quicker.
    const early = run(initialChatState('/omni-zap'), ...say('ana'), { type: 'start', path: '/omni-zap' });
    expect(botTexts(early.state)).toEqual([greetingFor('/omni-zap'), CHAT_TEXTS.askName, CHAT_TEXTS.askEmail('Ana')]);
    expect(userTexts(early.state)).toEqual(['ana']);
    expect(early.state.step).toBe('collecting_email');
    expect(botTexts(early.state)).not.toContain(CHAT_TEXTS.unknown);
  });

  it('no quick sequence of inputs leaves the conversation stuck or answered with the unknown reply', () => {
    // A seeded walk over the events a visitor and the timers can produce, in any order.
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let walk = 0; walk < 200; walk++) {
      let state = initialChatState('/');
      const pending: ChatEventInput[] = [{ type: 'start', path: '/' }];
      for (let i = 0; i < 30; i++) {
        const choice = random();
        let event: ChatEventInput;
        if (choice < 0.3 && pending.length)
          event = pending.splice(Math.floor(random() * pending.length), 1)[0] as ChatEventInput;
        else if (choice < 0.55)
          event = { type: 'input', value: ['ana', 'ana@x.com.br', '11999993333', 'Loja'][i % 4] as string };
        else if (choice < 0.8) event = { type: 'send' };
        else event = { type: 'pick', value: random() < 0.5 ? 'Tarde' : '11 a 50' };
        const result = chatReducer(state, { ...event, now: T0 + i } as ChatEvent);
        state = result.state;
        for (const effect of result.effects) if (effect.kind === 'later') pending.push(effect.event);
      }
      // Every timer fires: Gê has greeted, is not typing, and never said she did not understand.
      while (pending.length) {
        const result = chatReducer(state, { ...(pending.shift() as ChatEventInput), now: T0 + 100 } as ChatEvent);
        state = result.state;
        for (const effect of result.effects) if (effect.kind === 'later') pending.push(effect.event);
      }
      expect(state.step).not.toBe('greeting');
      expect(state.typing).toBe(false);
      expect(botTexts(state)).not.toContain(CHAT_TEXTS.unknown);
    }
  });

  it("'Saber mais' asks Gê: before her greeting, the interest goes right after it, then she asks the name", () => {
    const question = interestMessage('Omni Zap');
    const { state, effects } = run(
      initialChatState('/products'),
      { type: 'ask', text: question },
      { type: 'start', path: '/products' },
    );
    expect(userTexts(state)).toEqual([question]);
    expect(botTexts(state).slice(-2)).toEqual([CHAT_TEXTS.interestAck('Omni Zap'), CHAT_TEXTS.askName]);
    expect(state.step).toBe('collecting_name');
    expect(effects.filter((e) => e.kind === 'post').map((e) => (e.kind === 'post' ? e.field : ''))).toEqual([
      'interest',
    ]);
  });

  it("'Saber mais' mid-conversation notes the interest and keeps the current question", () => {
    const onPhone = upTo('phone').state;
    const { state } = run(onPhone, { type: 'ask', text: interestMessage('Omni CRM') });
    expect(state.step).toBe('collecting_phone');
    expect(botTexts(state).at(-1)).toBe(CHAT_TEXTS.interestAck('Omni CRM'));
  });

  it("answers 'Desculpe, não entendi. Pode repetir?' on a step that takes no text", () => {
    const done = { ...upTo('email').state, step: 'completed' as const, input: 'oi' };
    const { state } = run(done, { type: 'send' });
    expect(botTexts(state).at(-1)).toBe('Desculpe, não entendi. Pode repetir?');
  });

  it('has a placeholder per step', () => {
    expect(placeholderFor('collecting_phone')).toBe('Ex: 11999993333');
    expect(placeholderFor('collecting_email')).toMatch(/^Ex: .+@.+$/);
    expect(placeholderFor('collecting_name')).toBe('Digite sua resposta...');
  });

  it('gives messages time-based, unique, increasing ids', () => {
    const ids = upTo('mainPoint').state.messages.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    expect(ids[0]).toBeGreaterThanOrEqual(T0);
  });
});

describe('the phone mask', () => {
  it.each([
    ['1', '(1'],
    ['11', '(11'],
    ['119', '(11) 9'],
    ['119999', '(11) 9999'],
    ['1199993', '(11) 9999-3'],
    ['1133334444', '(11) 3333-4444'],
    ['11999993333', '(11) 99999-3333'],
    // A 12th digit is no Brazilian number: kept as typed, none dropped, and refused on send.
    ['(11) 99999-33339', '119999933339'],
    // The country code and the trunk 0, as Brazilians type them.
    ['+55 (11) 98765-4321', '(11) 98765-4321'],
    ['5511987654321', '(11) 98765-4321'],
    ['(55) 11987-65432', '(11) 9876-5432'],
    ['011 98765-4321', '(11) 98765-4321'],
    // 55 alone is a DDD (Santa Maria, RS).
    ['5532221234', '(55) 3222-1234'],
    ['', ''],
  ])('%s -> %s', (input, output) => {
    expect(formatPhone(input)).toBe(output);
  });

  it('accepts 10 or 11 digits', () => {
    expect(isValidPhone('(11) 3333-4444')).toBe(true);
    expect(isValidPhone('11999993333')).toBe(true);
    expect(isValidPhone('113333444')).toBe(false);
    expect(isValidPhone('119999933334')).toBe(false);
    expect(isValidPhone('+55 (11) 98765-4321')).toBe(true);
    expect(isValidPhone('0 11 3333-4444')).toBe(true);
  });
});

describe('greetings by path', () => {
  it('Gê speaks of herself in the feminine, as everywhere', () => {
    expect(greetingFor('/omni-agent')).toContain('sou uma agente de IA');
    for (const [, greeting] of GREETINGS) expect(greeting).not.toMatch(/\bsou um\b/);
  });

  const fragments = [
    '/omni-agent',
    '/omni-crm',
    '/omni-ticket',
    '/omni-sales',
    '/omni-mail',
    '/omni-survey',
    '/omni-talk',
    '/omni-voice',
    '/omni-zap',
    '/omni-insta',
    '/ura-inteligente',
    '/call-center',
    '/cosmeticos',
    '/ecommerce',
    '/financeira',
    '/hotelaria',
    '/industrias',
    '/varejo',
    '/servicos',
    '/parceiros',
    '/pricing',
    '/about',
    '/contact',
    '/geeduka',
    '/communities',
    '/podcasts',
    '/roi-calculator',
    '/gvp-vs-zendesk',
  ];
  it.each(fragments)('%s has its own greeting offering a free demo', (fragment) => {
    const greeting = greetingFor(`/x${fragment}/y`);
    expect(greeting).not.toBe(GENERIC_GREETING);
    expect(greeting).toContain('demonstração gratuita');
  });
  it('every greeting is different but the aliases of one page', () => {
    const texts = new Set(GREETINGS.map(([, g]) => g));
    expect(texts.size).toBe(GREETINGS.length - 2);
  });
  it('sector pages of this site and the comparison page match their fragment', () => {
    expect(greetingFor('/verticals/callcenter')).toBe(greetingFor('/call-center'));
    expect(greetingFor('/gvpvszendesk')).toBe(greetingFor('/gvp-vs-zendesk'));
    expect(greetingFor('/verticals/ecommerce')).toBe(greetingFor('/ecommerce'));
  });
  it('other paths get the generic greeting', () => {
    expect(greetingFor('/')).toBe(GENERIC_GREETING);
    expect(greetingFor('/blog/um-artigo')).toBe(GENERIC_GREETING);
  });
});

describe('session id (docs/behaviour.md §3)', () => {
  it('is a prefix, a timestamp and a random suffix', () => {
    expect(newSessionId(1763821800000, () => 0.5)).toBe('gvp_1763821800000_iiiiii');
    expect(newSessionId()).toMatch(SESSION_PATTERN);
  });
  it('is kept in session storage and reused', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    const first = chatSessionId(storage, 1763821800000);
    expect(store.get(SESSION_KEY)).toBe(first);
    expect(chatSessionId(storage, 1763821900000)).toBe(first);
  });
});

describe("the interest message of a module's 'Saber mais' (docs/behaviour.md §2, modules page)", () => {
  it('is acknowledged, recorded as the interest, and the name is still asked', () => {
    const { state, effects } = run(
      initialChatState(),
      { type: 'start', path: '/products' },
      ...say(interestMessage('Omni Zap')),
    );
    expect(state.step).toBe('collecting_name');
    expect(state.formData).toEqual({});
    expect(botTexts(state).slice(-2)).toEqual([CHAT_TEXTS.interestAck('Omni Zap'), CHAT_TEXTS.askName]);
    expect(effects.find((e) => e.kind === 'post')).toMatchObject({
      field: 'interest',
      step: 'collecting_name',
      message: 'Olá! Tenho interesse no Omni Zap e gostaria de saber mais.',
    });
  });

  it('after it, the next answer is the name as usual', () => {
    const { state } = run(
      initialChatState(),
      { type: 'start', path: '/products' },
      ...say(interestMessage('Omni CRM')),
      ...say('joão pedro'),
    );
    expect(state.step).toBe('collecting_email');
    expect(state.formData.name).toBe('João pedro');
  });

  it('only its exact form is taken for an interest; anything else is a name', () => {
    expect(interestedModule(interestMessage('Omni Agent'))).toBe('Omni Agent');
    expect(interestedModule('Tenho interesse no Omni Agent')).toBeNull();
    const { state } = run(initialChatState(), { type: 'start', path: '/' }, ...say('Olá! Sou a Ana'));
    expect(state.formData.name).toBe('Olá! sou a ana');
  });
});

describe('the home demo form, taken over by Gê', () => {
  const answers = {
    name: 'ana paula',
    email: 'ana@clinica.com.br',
    phone: '31998765432',
    company: 'Clínica Vida',
    revenue: 'R$ 100 mil a R$ 500 mil',
    challenge: 'Gestão de WhatsApp',
  };
  const run = (events: ChatEventInput[], from = initialChatState('/')) =>
    events.reduce((state, event) => chatReducer(state, { ...event, now: 1_000 } as ChatEvent).state, from);

  it('greets with what the form said and asks the first missing question, the contact time', () => {
    const state = run([
      { type: 'handover', answers },
      { type: 'start', path: '/' },
    ]);
    expect(state.step).toBe('collecting_contact_time');
    expect(state.picker).toBe('contactTime');
    expect(state.formData).toEqual({
      name: 'Ana paula',
      email: 'ana@clinica.com.br',
      phone: '(31) 99876-5432',
      company: 'Clínica Vida',
      mainPoint: 'Gestão de WhatsApp (faturamento mensal: R$ 100 mil a R$ 500 mil)',
    });
    expect(state.messages.map((m) => m.content).at(-1)).toBe(CHAT_TEXTS.askContactTime);
  });

  it('an e-mail Gê would refuse is asked again, and then the flow goes on to what is missing', () => {
    let state = run([
      { type: 'handover', answers: { ...answers, email: 'ana@' } },
      { type: 'start', path: '/' },
    ]);
    expect(state.step).toBe('collecting_email');
    state = run(
      [{ type: 'input', value: 'ana@clinica.com.br' }, { type: 'send' }, { type: 'botSay', messages: ['x'] }],
      state,
    );
    expect(state.step).toBe('collecting_contact_time');
  });

  it('with the main point known, the lead goes after the company size: the seven fields of call 3', () => {
    const state = run([
      { type: 'handover', answers },
      { type: 'start', path: '/' },
      { type: 'pick', value: 'Manhã' },
      { type: 'botSay', messages: ['x'], picker: 'employees' },
    ]);
    const result = chatReducer(state, { type: 'pick', value: '51 a 100', now: 2_000 });
    expect(result.state.step).toBe('submitting');
    expect(result.effects).toContainEqual({
      kind: 'submit',
      lead: {
        name: 'Ana paula',
        email: 'ana@clinica.com.br',
        phone: '(31) 99876-5432',
        company: 'Clínica Vida',
        contactTime: 'Manhã',
        employees: '51 a 100',
        mainPoint: 'Gestão de WhatsApp (faturamento mensal: R$ 100 mil a R$ 500 mil)',
      },
    });
  });

  it('without a challenge Gê asks the main point, as in her own conversation', () => {
    expect(handedOver({ ...answers, challenge: '' }).mainPoint).toBeUndefined();
  });
});
