/**
 * The fixed values of SPEC sections 7 to 9 that payloads carry: option lists, fixed
 * sources and known answers. No dependencies, so the browser can import it freely.
 */
export const FATURAMENTO_OPTIONS = [
  'Até R$ 50 mil',
  'R$ 50 mil - R$ 200 mil',
  'R$ 200 mil - R$ 500 mil',
  'R$ 500 mil - R$ 1 milhão',
  'Acima de R$ 1 milhão',
] as const;

export const DESAFIO_OPTIONS = [
  'Aumentar vendas',
  'Melhorar atendimento ao cliente',
  'Automatizar processos',
  'Reduzir custos',
  'Integrar sistemas',
  'Melhorar experiência do cliente',
  'Escalar operações',
  'Outro',
] as const;

export const HOME_REVENUE_OPTIONS = ['ate-100k', '100k-500k', '500k-1m', 'acima-1m'] as const;

export const CHALLENGE_OPTIONS = [
  'gestao-pos-vendas',
  'gerenciamento-email',
  'gestao-whatsapp',
  'pabx-digital',
  'agentes-digitais',
  'ura',
  'portal-autoatendimento',
  'pesquisa-satisfacao',
  'plataforma-omnichannel',
  'crm-operacional',
] as const;

export const JOB_OPTIONS = [
  'analista-suporte',
  'analista-sistemas',
  'analista-implantacao',
  'analista-fullstack',
  'analista-infraestrutura',
  'lider-tecnico',
  'outras',
] as const;

export const PARTNER_VERTICALS = [
  'Call Center',
  'Cosméticos',
  'E-commerce',
  'Financeira',
  'Hotelaria',
  'Indústrias',
  'Serviços',
  'Varejo',
  'Educação',
  'Saúde',
  'Tecnologia',
  'Consultoria',
  'Telecomunicações',
  'Logística',
  'Automotivo',
  'Alimentação',
  'Construção',
  'Energia',
  'Outros',
] as const;

export const AGENT_COUNT_OPTIONS = ['1-5', '6-10', '11-20', '21-50', '50+'] as const;
export const CONTACT_TIME_OPTIONS = ['Agora', 'Manhã', 'Tarde', 'Noite'] as const;
export const EMPLOYEE_OPTIONS = ['1 a 10', '11 a 50', '51 a 100', 'Acima de 100'] as const;

/** The fixed `source` of the demo modal's payload (SPEC 7.1: "fixed website label"). */
export const DEMO_SOURCE = 'website';

/** The honeypot field: people never see or fill it; a request that carries it filled is dropped. */
export const HONEYPOT_FIELD = '_gotcha';

/** The provider's known answer when the e-mail already has access (SPEC section 8). */
export const EMAIL_ALREADY_REGISTERED = 'O e-mail informado já consta em nossa base de dados, informe outro e-mail.';
