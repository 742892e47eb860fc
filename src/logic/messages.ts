/**
 * The visitor-facing texts of docs/behaviour.md §8 (the error catalogue) and the success texts
 * it names, exactly as quoted. The module that shows a text imports it from here.
 */
export const DEMO_MESSAGES = {
  success: 'Demonstração solicitada com sucesso! Entraremos em contato em breve.',
  error: 'Erro ao enviar solicitação. Tente novamente.',
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
  barrierQueued:
    'Ainda não conseguimos enviar o seu relato. Ele ficou guardado neste navegador e será enviado sozinho quando a conexão voltar; você também pode tentar novamente.',
  /** The data subject's request of /seguranca-e-privacidade (LGPD art. 18). */
  privacySuccess: (protocol: string) =>
    `Pedido enviado com sucesso! Seu protocolo é ${protocol}. O encarregado de dados responde por e-mail em até 15 dias.`,
  privacyError: 'Não foi possível registrar o pedido. Confira os campos e tente novamente.',
  privacyQueued:
    'Ainda não conseguimos enviar o seu pedido. Ele ficou guardado neste navegador e será enviado sozinho quando a conexão voltar; você também pode tentar novamente.',
  /** Home contact form and proposal form (shown as alerts in the spec). */
  thanks: 'Obrigado! Entraremos em contato em breve.',
  sendError: 'Erro ao enviar mensagem. Tente novamente.',
} as const;

/** docs/behaviour.md §4: a message containing 'sucesso' is green, any other is red. */
export function messageTone(message: string): 'success' | 'error' {
  return message.includes('sucesso') ? 'success' : 'error';
}
