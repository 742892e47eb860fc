/**
 * The visitor-facing texts of docs/behaviour.md §8 (the error catalogue) and the success texts
 * it names, exactly as quoted. The module that shows a text imports it from here.
 */
export const DEMO_MESSAGES = {
  success: 'Demonstração solicitada com sucesso! Entraremos em contato em breve.',
  error: 'Erro ao enviar solicitação. Tente novamente.',
} as const;

/**
 * A send that did not go through yet but is kept: it goes by itself, and the view turns into
 * the success when it arrives (docs/behaviour.md §8, "What the visitor is told"). Not the
 * spec's error, which stays for a send that did not happen and is not kept. `what`: 'sua
 * solicitação', 'seu currículo'...; a protocol, when the call has one, is the lead's already.
 */
export function keptMessage(what: string, protocol?: string): string {
  return [
    protocol ? `Seu protocolo é ${protocol}.` : '',
    `Ainda não conseguimos entregar ${what}, mas ficou tudo guardado neste navegador e o envio acontece sozinho assim que a conexão voltar; a confirmação aparece aqui.`,
    'Se quiser corrigir algo, edite e envie de novo.',
  ]
    .filter(Boolean)
    .join(' ');
}

/** What each lead is called in the kept message. */
export const KEPT_WHAT = {
  demoRequest: 'sua solicitação',
  contact: 'sua mensagem',
  cv: 'seu currículo',
  partner: 'seu cadastro',
  proposal: 'seu pedido de proposta',
  accessibilityReport: 'seu relato',
  privacyRequest: 'seu pedido',
} as const;

/** The booking step's own texts, wherever it is offered (docs/behaviour.md §10). */
export const BOOKING_TEXTS = {
  loading: 'Buscando os horários livres...',
  unavailable:
    'Não conseguimos carregar os horários agora. Tente de novo em instantes ou fale com a gente pelo WhatsApp.',
  none: 'Não há horários livres nos próximos dias. Fale com a gente pelo WhatsApp e encontramos um horário juntos.',
  pending:
    'Seu pedido de horário ficou guardado e será enviado sozinho assim que a conexão voltar. A confirmação aparece aqui e chega também por e-mail.',
  refused: 'Esse horário não pode mais ser reservado. Escolha outro:',
  submit: 'Confirmar horário',
} as const;

/** The demo dialog's booking step, after the spec's success (docs/behaviour.md §10). */
export const DEMO_BOOKING_TEXTS = {
  offer: 'Quer deixar a demonstração marcada? Escolha agora um horário com o nosso time.',
  button: 'Escolher horário',
  heading: 'Escolha o horário da demonstração',
  choose: 'Pedido recebido! Agora escolha o melhor horário para a demonstração:',
  bookFirst: 'Preencha seus dados e, em seguida, escolha o melhor horário para a conversa com o nosso time.',
} as const;

export const TRIAL_MESSAGES = {
  companyRequired: 'Por favor, preencha o nome da empresa.',
  nameRequired: 'Por favor, preencha o nome completo.',
  emailInvalid: 'Por favor, preencha um e-mail válido.',
  startFailed: 'Erro ao enviar solicitação.',
  noCode: 'A API não retornou o código.',
  wrongCode: 'Código inválido. Verifique o código enviado e tente novamente.',
  signUpFailed: 'Erro ao cadastrar. Tente novamente.',
  unexpected: 'Erro inesperado no cadastro.',
  successDesktop: 'Seu login e sua senha foram enviados para o e-mail e o telefone cadastrados.',
  successMobile: 'Acesso liberado!',
  /** Step 2's 'Reenviar código' (not in the spec: our own words). */
  noCodeYet: 'Não recebeu o código?',
  resend: 'Reenviar código',
  resending: 'Reenviando...',
  resent: 'Enviamos um novo código. Use o mais recente: ele substitui o anterior.',
  resendFailed: 'Não foi possível reenviar o código agora. Tente de novo em instantes.',
} as const;

export const FORM_MESSAGES = {
  cvSuccess: 'Currículo enviado com sucesso! Nosso time de pessoas vai analisar o seu perfil.',
  cvError: 'Erro ao enviar currículo. Tente novamente.',
  contactSuccess: 'Mensagem enviada com sucesso! Respondemos em até 2 horas em horário comercial.',
  contactError: 'Erro ao enviar mensagem. Tente novamente.',
  partnerSuccess: 'Cadastro enviado com sucesso! Nossa equipe entrará em contato em até 24 horas.',
  partnerError: 'Erro ao enviar cadastro. Tente novamente.',
  /** The barrier report of /acessibilidade (not in the spec: our own words). */
  barrierSuccess: (protocol: string) =>
    `Relato enviado com sucesso! Seu protocolo é ${protocol}. Respondemos por e-mail em até 5 dias úteis.`,
  barrierError: 'Não foi possível registrar o relato. Confira os campos e tente novamente.',
  /** The data subject's request of /seguranca-e-privacidade (LGPD art. 18). */
  privacySuccess: (protocol: string) =>
    `Pedido enviado com sucesso! Seu protocolo é ${protocol}. O encarregado de dados responde por e-mail em até 15 dias.`,
  privacyError: 'Não foi possível registrar o pedido. Confira os campos e tente novamente.',
  /** Home contact form and proposal form (shown as alerts in the spec). */
  thanks: 'Obrigado! Entraremos em contato em breve.',
  sendError: 'Erro ao enviar mensagem. Tente novamente.',
} as const;

/** docs/behaviour.md §4: a message containing 'sucesso' is green, any other is red. */
export function messageTone(message: string): 'success' | 'error' {
  return message.includes('sucesso') ? 'success' : 'error';
}

/** How a form's message is coloured: the spec's two tones, and a kept send's own. */
export type MessageTone = 'success' | 'error' | 'kept';
