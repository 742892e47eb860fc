/** What Gê says. Texts quoted by the spec (sections 2, 8) are exact; the rest is Gê's voice. */
import { site } from '../../config/site.ts';

export const CHAT_TEXTS = {
  askName: 'Para começar, como posso te chamar? 😊',
  /** The home page's demo form, taken over: what Gê already has, so she does not ask it again. */
  handedOver: (data: { name?: string; email?: string; phone?: string; company?: string; mainPoint?: string }) => {
    const have = [data.email, data.phone, data.company].filter(Boolean).join(', ');
    return `${data.name ? `Oi, ${data.name}! ` : 'Oi! '}Já recebi o que você preencheu no formulário${have ? ` (${have})` : ''}, então não vou perguntar de novo. 😉 Só faltam alguns detalhes para agendar a sua demonstração.`;
  },
  askEmail: (name: string) => `Prazer, ${name}! Qual é o seu melhor e-mail?`,
  askPhone: 'Perfeito! Agora me passa o seu telefone com DDD? 📱',
  askCompany: 'Ótimo! E qual é o nome da sua empresa? 🏢',
  askContactTime: 'Qual o melhor horário para a nossa equipe falar com você?',
  askEmployees: 'Anotado! Só mais duas perguntinhas.',
  askMainPoint: 'Para finalizar: qual é o principal ponto que você quer melhorar no seu atendimento hoje?',
  invalidEmail: `Ops! 😅 Esse email não parece válido. Pode verificar e digitar novamente? (ex: ${site.exampleEmail})`,
  invalidPhone: 'Ops! 😅 Esse telefone não parece válido. Pode verificar e digitar novamente? (ex: 11999993333)',
  unknown: 'Desculpe, não entendi. Pode repetir?',
  success: (name: string) =>
    `Prontinho, ${name}! 🎉 Recebemos sua solicitação e nossa equipe vai entrar em contato em até 2 horas para agendar a sua demonstração gratuita.`,
  thanks: 'Obrigada por conversar comigo! 💙',
  newRequest: 'Se quiser fazer uma nova solicitação, é só clicar em "Reiniciar Conversa".',
  submitFailed:
    'Ops! 😅 Houve um pequeno problema ao enviar sua solicitação. Pode tentar novamente ou entrar em contato diretamente pelo WhatsApp? Estamos aqui para ajudar! 💪',
  sending: 'Enviando sua solicitação... 🚀',
  /** The lead is kept and goes by itself (docs/behaviour.md §8, "What the visitor is told"). */
  kept: 'A conexão com a nossa equipe falhou, mas sua solicitação ficou guardada aqui e será enviada sozinha assim que possível. Eu te aviso nesta conversa quando ela chegar. 😉',
  retryNow: 'Tentar agora',
  contactTimeLabel: 'Escolha o horário que preferir! ⏰',
  employeesLabel: 'Quantos colaboradores tem na sua empresa? 👥',
  placeholderPhone: 'Ex: 11999993333',
  placeholderEmail: `Ex: ${site.exampleEmail}`,
  placeholder: 'Digite sua resposta...',
  // The booking step after the completion (docs/behaviour.md §10).
  bookingOffer: 'Quer deixar a sua demonstração já marcada? Escolha um horário que funcione para você. 📅',
  bookingLabel: 'Quer escolher o horário agora?',
  whatsappNow: (name: string, company: string) =>
    `Olá! Sou ${name}${company ? `, da ${company}` : ''}. Acabei de pedir uma demonstração pela Gê e prefiro falar agora.`,
  bookingPick: 'Ótimo! Estes são os próximos horários livres da nossa equipe:',
  callMe: (contactTime: string) =>
    contactTime === 'Agora'
      ? 'Combinado! Nossa equipe vai te ligar o quanto antes. Se preferir, já pode falar com a gente pelo WhatsApp. 📞'
      : contactTime === 'Noite'
        ? // The team works until 18h (the contact page's hours): the end of the afternoon is as late as it calls.
          'Combinado! Nosso time comercial atende até as 18h, então vamos te ligar no fim da tarde. Se preferir outro horário, é só escolher um aqui ou falar pelo WhatsApp. 📞'
        : contactTime
          ? `Combinado! Nossa equipe vai te ligar no período da ${contactTime.toLocaleLowerCase('pt-BR')}. 📞`
          : 'Combinado! Nossa equipe vai te ligar em breve. 📞',
  booked: (name: string, when: string, protocol: string) =>
    `Tudo certo, ${name}! Sua demonstração está marcada para ${when}. O protocolo é ${protocol}. 🎉`,
  bookingPending:
    'Recebi o seu pedido de horário, mas a conexão falhou antes da confirmação. Ele fica guardado e vai sozinho assim que possível: eu te aviso aqui quando for confirmado, e a confirmação chega também por e-mail.',
  interestAck: (module: string) =>
    `Que ótimo que você se interessou pelo ${module}! 😊 Vou registrar isso para o nosso especialista.`,
} as const;

/** The two answers to Gê's booking offer. */
export const BOOKING_CHOICES = ['Escolher horário', 'Prefiro que me liguem'] as const;

export { interestedModule, interestMessage } from './interest.ts';
