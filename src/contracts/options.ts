/**
 * The fixed values of docs/behaviour.md §7 to 9 that payloads carry: option lists, fixed
 * sources and known answers. No dependencies, so the browser can import it freely.
 */
export const DEMO_REVENUE_OPTIONS = [
  'Até R$ 50 mil',
  'R$ 50 mil - R$ 200 mil',
  'R$ 200 mil - R$ 500 mil',
  'R$ 500 mil - R$ 1 milhão',
  'Acima de R$ 1 milhão',
] as const;

export const DEMO_CHALLENGE_OPTIONS = [
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

export const HOME_CHALLENGE_OPTIONS = [
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

export const PARTNER_SECTOR_OPTIONS = [
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

/**
 * The data subject's rights a request on /seguranca-e-privacidade asks for: the nine of LGPD
 * art. 18 (incisos I to IX, in their order), opposition (art. 18 §2) and the review of a
 * decision made only by automated processing (art. 20).
 */
export const PRIVACY_RIGHT_OPTIONS = [
  'Confirmação de que tratamos seus dados',
  'Acesso aos dados',
  'Correção de dados incompletos, inexatos ou desatualizados',
  'Anonimização, bloqueio ou eliminação de dados desnecessários ou excessivos',
  'Portabilidade dos dados a outro fornecedor',
  'Eliminação dos dados tratados com o seu consentimento',
  'Informação sobre com quem compartilhamos seus dados',
  'Informação sobre a possibilidade de não dar consentimento e as consequências da recusa',
  'Revogação do consentimento',
  'Oposição a um tratamento feito sem o seu consentimento que descumpra a lei',
  'Revisão de uma decisão tomada só por tratamento automatizado',
] as const;

/** Who is asking: it tells whether GVP.Digital decides about the data or its customer does. */
export const PRIVACY_RELATION_OPTIONS = [
  'Cliente da GVP.Digital',
  'Visitante do site ou contato comercial',
  'Candidato(a) a uma vaga',
  'Parceiro ou fornecedor',
  'Cliente de uma empresa que usa a GVP.Digital',
] as const;

/** The provider's known answer when the e-mail already has access (docs/behaviour.md §8). */
export const EMAIL_ALREADY_REGISTERED = 'O e-mail informado já consta em nossa base de dados, informe outro e-mail.';

/** How the forms show the option values of docs/behaviour.md §9. */
export const OPTION_LABELS: Record<string, string> = {
  'ate-100k': 'Até R$ 100 mil',
  '100k-500k': 'R$ 100 mil a R$ 500 mil',
  '500k-1m': 'R$ 500 mil a R$ 1 milhão',
  'acima-1m': 'Acima de R$ 1 milhão',
  'gestao-pos-vendas': 'Gestão de vendas e pós-vendas',
  'gerenciamento-email': 'Gerenciamento de caixas de e-mail',
  'gestao-whatsapp': 'Gestão de WhatsApp',
  'pabx-digital': 'PABX digital',
  'agentes-digitais': 'Agentes digitais',
  ura: 'URA inteligente',
  'portal-autoatendimento': 'Portal de autoatendimento',
  'pesquisa-satisfacao': 'Pesquisa de satisfação',
  'plataforma-omnichannel': 'Plataforma omnichannel',
  'crm-operacional': 'CRM operacional',
  'analista-suporte': 'Analista de Suporte',
  'analista-sistemas': 'Analista de Sistemas',
  'analista-implantacao': 'Analista de Implantação',
  'analista-fullstack': 'Desenvolvedor(a) Full Stack',
  'analista-infraestrutura': 'Analista de Infraestrutura',
  'lider-tecnico': 'Líder Técnico',
  outras: 'Outras oportunidades',
  '1-5': '1 a 5 agentes',
  '6-10': '6 a 10 agentes',
  '11-20': '11 a 20 agentes',
  '21-50': '21 a 50 agentes',
  '50+': 'Mais de 50 agentes',
};

/** Options as the select fields show them: value and label. */
export function labelled(values: readonly string[]): { value: string; label: string }[] {
  return values.map((value) => ({ value, label: OPTION_LABELS[value] ?? value }));
}
