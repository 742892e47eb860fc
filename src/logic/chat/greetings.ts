/**
 * Gê's first words, by what the page is about (docs/behaviour.md §2, Chat assistant): each
 * listed path fragment offers a free demo of its product or sector; other paths get the
 * generic greeting. The first fragment the path contains wins.
 */
export const GREETINGS: readonly (readonly [fragment: string, greeting: string])[] = [
  [
    '/omni-agent',
    'Olá! Eu sou a Gê, e também sou uma agente de IA 😉 Quer ver na prática como o Omni Agent atende, qualifica e vende pela sua empresa? Posso agendar uma demonstração gratuita.',
  ],
  [
    '/omni-crm',
    'Olá! Eu sou a Gê 👋 Quer ver o Omni CRM ligando cada conversa ao seu funil de vendas? Preparo uma demonstração gratuita para você.',
  ],
  [
    '/omni-ticket',
    'Olá! Eu sou a Gê 👋 Chamados com SLA estourando? Mostro numa demonstração gratuita como o Omni Ticket organiza tudo com prazos e escalonamento.',
  ],
  [
    '/omni-sales',
    'Olá! Eu sou a Gê 👋 Quer montar orçamentos em minutos, ainda dentro da conversa? Agendo uma demonstração gratuita do Omni Sales.',
  ],
  [
    '/omni-mail',
    'Olá! Eu sou a Gê 👋 Várias caixas de e-mail e respostas perdidas? Veja numa demonstração gratuita como o Omni Mail centraliza tudo.',
  ],
  [
    '/omni-survey',
    'Olá! Eu sou a Gê 👋 Quer medir o NPS logo depois de cada atendimento? Mostro o Omni Survey numa demonstração gratuita.',
  ],
  [
    '/omni-talk',
    'Olá! Eu sou a Gê 👋 Quer trocar a central telefônica por um PABX na nuvem com gravação e softphone? Agendo uma demonstração gratuita do Omni Talk.',
  ],
  [
    '/omni-voice',
    'Olá! Eu sou a Gê 👋 Já imaginou uma IA de voz ligando e qualificando seus leads? Veja o Omni Voice numa demonstração gratuita.',
  ],
  [
    '/omni-zap',
    'Olá! Eu sou a Gê 👋 Quer o time inteiro atendendo em um só número de WhatsApp? Preparo uma demonstração gratuita do Omni Zap.',
  ],
  [
    '/omni-insta',
    'Olá! Eu sou a Gê 👋 Quer responder directs e comentários do Instagram junto com os outros canais? Agendo uma demonstração gratuita.',
  ],
  [
    '/ura-inteligente',
    'Olá! Eu sou a Gê 👋 Quer uma URA que entende o que o cliente fala, sem "digite 1"? Mostro a URA Inteligente numa demonstração gratuita.',
  ],
  [
    '/call-center',
    'Olá! Eu sou a Gê 👋 Quer menos fila e mais resolução no seu call center? Preparo uma demonstração gratuita feita para operações como a sua.',
  ],
  [
    '/callcenter',
    'Olá! Eu sou a Gê 👋 Quer menos fila e mais resolução no seu call center? Preparo uma demonstração gratuita feita para operações como a sua.',
  ],
  [
    '/cosmeticos',
    'Olá! Eu sou a Gê 👋 Quer uma consultora de beleza com IA atendendo suas clientes a qualquer hora? Agendo uma demonstração gratuita para a sua marca.',
  ],
  [
    '/ecommerce',
    'Olá! Eu sou a Gê 👋 Pedidos, trocas e rastreio respondidos na hora, integrados à sua loja: quer ver numa demonstração gratuita?',
  ],
  [
    '/financeira',
    'Olá! Eu sou a Gê 👋 Segunda via, extratos e negociação sem fila, por voz ou texto: posso mostrar numa demonstração gratuita.',
  ],
  [
    '/hotelaria',
    'Olá! Eu sou a Gê 👋 Quer vender diárias e responder hóspedes 24 horas por dia? Agendo uma demonstração gratuita para o seu hotel.',
  ],
  [
    '/industrias',
    'Olá! Eu sou a Gê 👋 Assistência técnica e portal de parceiros para a sua indústria: quer ver numa demonstração gratuita?',
  ],
  [
    '/varejo',
    'Olá! Eu sou a Gê 👋 Campanhas que vendem e atendimento sem espera nas suas lojas: preparo uma demonstração gratuita para o seu varejo.',
  ],
  [
    '/servicos',
    'Olá! Eu sou a Gê 👋 Agenda, orçamentos e suporte no mesmo fluxo para a sua empresa de serviços: quer ver numa demonstração gratuita?',
  ],
  [
    '/parceiros',
    'Olá! Eu sou a Gê 👋 Pensando em ser parceiro? Mostro a plataforma numa demonstração gratuita, para você conhecer o que vai oferecer aos seus clientes.',
  ],
  [
    '/pricing',
    'Olá! Eu sou a Gê 👋 Quer saber quanto a GVP.Digital custa para a sua operação? Numa demonstração gratuita montamos a proposta certa para você.',
  ],
  [
    '/about',
    'Olá! Eu sou a Gê 👋 Que bom que você quer nos conhecer! Que tal ver a plataforma funcionando numa demonstração gratuita?',
  ],
  [
    '/contact',
    'Olá! Eu sou a Gê 👋 Posso adiantar o seu contato: agendo agora uma demonstração gratuita com um especialista.',
  ],
  [
    '/geeduka',
    'Olá! Eu sou a Gê 👋 Quer conhecer a Geeduka e a plataforma que ela ensina? Agendo uma demonstração gratuita para o seu time.',
  ],
  [
    '/communities',
    'Olá! Eu sou a Gê 👋 Que bom ver você por aqui! Enquanto conhece as comunidades, que tal uma demonstração gratuita da plataforma?',
  ],
  [
    '/podcasts',
    'Olá! Eu sou a Gê 👋 Curtiu os episódios? Veja na prática o que eles contam numa demonstração gratuita.',
  ],
  [
    '/roi-calculator',
    'Olá! Eu sou a Gê 👋 Fez as contas? Numa demonstração gratuita mostramos de onde vem cada real dessa economia.',
  ],
  [
    '/gvp-vs-zendesk',
    'Olá! Eu sou a Gê 👋 Comparando com o Zendesk? Mostro numa demonstração gratuita o mesmo atendimento omnichannel, em português e por até 67% menos.',
  ],
  [
    '/gvpvszendesk',
    'Olá! Eu sou a Gê 👋 Comparando com o Zendesk? Mostro numa demonstração gratuita o mesmo atendimento omnichannel, em português e por até 67% menos.',
  ],
];

export const GENERIC_GREETING =
  'Olá! Eu sou a Gê, assistente digital da GVP.Digital 👋 Quer ver como unir WhatsApp, telefone, e-mail e IA em um só atendimento? Posso agendar uma demonstração gratuita.';

export function greetingFor(path: string): string {
  return GREETINGS.find(([fragment]) => path.includes(fragment))?.[1] ?? GENERIC_GREETING;
}
