/**
 * Company constants: the one place for names, contacts and external addresses.
 * The spec hides the phone and e-mail as {phone} and {email}; these are realistic
 * example values to be replaced by the real ones before launch.
 */
import { PRIVACY_POLICY_VERSION } from './privacy.ts';

export interface Site {
  name: string;
  legalName: string;
  group: string;
  /** Production origin, no trailing slash. The build may override it with SITE_ORIGIN. */
  origin: string;
  foundedYear: number;
  /** The first year of the footer's copyright, as the spec writes it; the footer runs it to the build's year. */
  copyrightYear: number;
  /** The company's registration (CNPJ): the footer and the privacy policy name the controller of the data (LGPD). */
  cnpj: string;
  phone: { display: string; tel: string };
  email: string;
  /** The data-protection officer's (encarregado) e-mail, for LGPD requests. */
  privacyEmail: string;
  /** The encarregado (LGPD art. 41), named on the privacy page. */
  dataProtectionOfficer: string;
  /** Version of the privacy and cookie policy (src/config/privacy.ts). */
  privacyPolicy: { version: string; updated: string };
  /** E-mail shown as the example in the chat's e-mail step ('Ex: {email}'). */
  exampleEmail: string;
  whatsapp: { number: string; defaultText: string };
  /** Opening hours as /contact states them: the sales team's, then technical support's. */
  hours: { sales: string; support: string };
  address: {
    street: string;
    district: string;
    city: string;
    region: string;
    postalCode: string;
    country: string;
  };
  social: { youtubePlaylist: string; linkedin: string; instagram: string };
  /** The video service of videos the company publishes there (content/videos.yaml `youtubeId`). */
  videoService: { player: string; thumbnails: string };
  logo: string;
  /**
   * An external scheduling page (the spec's, docs/behaviour.md §7.17) for 'Agendar Consultoria'.
   * Unset, the site's own booking opens: the demo dialog, then the free slots.
   */
  schedulingUrl: string | null;
  /**
   * Hosts of the images in articles the blog webhook returns (the provider's CDN), allowed
   * by the Content-Security-Policy. BLOG_IMAGE_HOSTS at build time replaces them.
   */
  blogImageHosts: string[];
  /** The product's public status page, linked in the footer and on /contact; null hides the links. */
  statusPageUrl: string | null;
  /** What /seguranca-e-privacidade states about the product. Nothing there is said beyond this. */
  trust: Trust;
}

export interface Trust {
  /** Certifications held, each with its scope and who issued it. Empty: the page names none. */
  certifications: { name: string; scope: string; issuer: string; validUntil: string }[];
  /** The security practices of the product, as the company commits to them. */
  practices: { title: string; text: string }[];
  /** Where customers' data is kept. */
  dataLocation: string;
  /** Suppliers that process customers' data on the company's behalf (LGPD operadores). */
  subprocessors: { name: string; purpose: string; location: string }[];
  /** Where vulnerabilities are reported. */
  securityEmail: string;
  /** The data processing agreement (DPA): how a customer receives it. */
  dpa: string;
  /** Days in which a data subject's request is answered (LGPD art. 19, II: at most 15). */
  requestReplyDays: number;
}

export const site: Site = {
  name: 'GVP.Digital',
  legalName: 'GVP Digital Tecnologia Ltda.',
  group: 'Grupo GVP',
  origin: 'https://www.gvp.digital',
  foundedYear: 2002,
  copyrightYear: 2024,
  cnpj: '47.296.138/0001-43',
  phone: { display: '(11) 4003-7150', tel: '+551140037150' },
  email: 'contato@gvp.digital',
  privacyEmail: 'privacidade@gvp.digital',
  dataProtectionOfficer: 'Mariana Couto Ribeiro',
  // The date as the privacy page writes it; the browser's code needs only the version (config/privacy.ts).
  privacyPolicy: { version: PRIVACY_POLICY_VERSION, updated: '15 de dezembro de 2024' },
  exampleEmail: 'voce@suaempresa.com.br',
  whatsapp: {
    number: '5511940037150',
    defaultText: 'Olá! Gostaria de saber mais sobre a GVP.Digital.',
  },
  hours: {
    sales: 'Comercial: segunda a sexta, das 9h às 18h; sábados, das 8h às 12h.',
    support: 'Suporte técnico 24x7 nos planos Enterprise.',
  },
  address: {
    street: 'Av. Paulista, 1636, conj. 1504',
    district: 'Bela Vista',
    city: 'São Paulo',
    region: 'SP',
    postalCode: '01310-200',
    country: 'BR',
  },
  social: {
    youtubePlaylist: 'https://www.youtube.com/playlist?list=PLgvpdigitalnoticias',
    linkedin: 'https://www.linkedin.com/company/gvp-digital',
    instagram: 'https://www.instagram.com/gvp.digital',
  },
  videoService: { player: 'https://www.youtube-nocookie.com', thumbnails: 'https://i.ytimg.com' },
  logo: '/logo-gvp-digital.svg',
  schedulingUrl: null,
  blogImageHosts: ['https://images.gvp.digital'],
  statusPageUrl: 'https://status.gvp.digital',
  trust: {
    certifications: [],
    practices: [
      {
        title: 'Dados cifrados em trânsito e em repouso',
        text: 'Todo acesso à plataforma e às APIs usa HTTPS com TLS 1.2 ou superior; bancos de dados, anexos e gravações de chamadas ficam cifrados em repouso com AES-256.',
      },
      {
        title: 'Acesso por perfil e com dois fatores',
        text: 'Cada usuário vê só as filas, os clientes e os relatórios do seu perfil. O login aceita autenticação em dois fatores, e o acesso do nosso time aos ambientes de clientes exige dois fatores e fica registrado.',
      },
      {
        title: 'Registro de auditoria',
        text: 'Logins, exportações, alterações de permissão e exclusões ficam registrados com usuário, data e endereço IP, e o administrador da conta consulta esse histórico.',
      },
      {
        title: 'Backups diários e testados',
        text: 'Cópias diárias cifradas, guardadas por 30 dias em outra zona de disponibilidade, com teste de restauração todo mês.',
      },
      {
        title: 'Isolamento entre clientes',
        text: 'Os dados de cada empresa ficam separados logicamente, com chaves de acesso próprias; uma conta nunca lê os registros de outra.',
      },
      {
        title: 'Atualizações e testes de segurança',
        text: 'Dependências e servidores recebem correções de segurança em até 7 dias (críticas em até 48 horas), e cada versão passa por análise automática de vulnerabilidades antes de ir ao ar.',
      },
    ],
    dataLocation:
      'Os dados dos clientes ficam em data centers no Brasil, na região de São Paulo, com cópias de segurança em uma segunda zona da mesma região.',
    subprocessors: [
      {
        name: 'Amazon Web Services',
        purpose: 'Hospedagem da plataforma, bancos de dados e backups',
        location: 'Brasil (São Paulo)',
      },
      {
        name: 'Meta (WhatsApp Business Platform)',
        purpose: 'Envio e recebimento de mensagens de WhatsApp',
        location: 'Estados Unidos e Brasil',
      },
      {
        name: 'Google (Gmail e Google Workspace)',
        purpose: 'Caixas de e-mail conectadas pelo cliente ao Omni Mail',
        location: 'Estados Unidos',
      },
    ],
    securityEmail: 'seguranca@gvp.digital',
    dpa: 'O Acordo de Tratamento de Dados (DPA) acompanha todo contrato e define a GVP.Digital como operadora dos dados que sua empresa registra na plataforma. Peça a versão vigente ao seu gerente de conta ou pelo e-mail do encarregado.',
    requestReplyDays: 15,
  },
};

/** A WhatsApp click-to-chat link with a prefilled text (docs/behaviour.md §7.17: the default asks about the company). */
export function whatsappLink(text: string = site.whatsapp.defaultText): string {
  return `https://wa.me/${site.whatsapp.number}?text=${encodeURIComponent(text)}`;
}
