import { describe, expect, it } from 'vitest';
import {
  accessCreateSchema,
  blogCreateSchema,
  chatLeadSchema,
  contactSchema,
  cvSchema,
  demoRequestSchema,
  emailParamSchema,
  homeContactSchema,
  partnerSchema,
  proposalSchema,
  trialStartSchema,
} from '../../src/contracts/bodies.ts';
import { accessCreatePayload, blogCreatePayload, bodyOf } from '../../src/contracts/payloads.ts';

const stamp = { timestamp: '2026-11-22T13:45:00.000Z', pricingPageAB: 'pagina de precos desativada' };

describe('payload builders produce exactly the JSON of docs/behaviour.md §7', () => {
  it('1. demo request', () => {
    const payload = bodyOf(
      'demoRequest',
      {
        nome: ' Marina Souza ',
        telefone: '(11) 98765-4321',
        faturamento: 'Até R$ 50 mil',
        email: 'marina@loja.com.br ',
        empresa: 'Loja',
        desafio: 'Reduzir custos',
      },
      stamp,
    );
    expect(payload).toEqual({
      nome: 'Marina Souza',
      telefone: '(11) 98765-4321',
      faturamento: 'Até R$ 50 mil',
      email: 'marina@loja.com.br',
      empresa: 'Loja',
      desafio: 'Reduzir custos',
      timestamp: '2026-11-22T13:45:00.000Z',
      source: 'website',
      pricingPageAB: 'pagina de precos desativada',
    });
    expect(demoRequestSchema.safeParse(payload).success).toBe(true);
  });

  it('3. chat lead', () => {
    const payload = bodyOf(
      'chatLead',
      {
        page: '/omni-zap',
        sessionId: 'gvp_1_abc',
        name: 'Carlos',
        email: 'c@x.com.br',
        phone: '(21) 3456-7890',
        company: 'ACME',
        contactTime: 'Tarde',
        employees: '1 a 10',
        mainPoint: 'WhatsApp',
      },
      stamp,
    );
    expect(Object.keys(payload).sort()).toEqual(
      [
        'name',
        'email',
        'phone',
        'company',
        'contactTime',
        'employees',
        'mainPoint',
        'timestamp',
        'source',
        'page',
        'sessionId',
        'pricingPageAB',
      ].sort(),
    );
    expect(payload.source).toBe('chatbot');
    expect(chatLeadSchema.safeParse(payload).success).toBe(true);
  });

  it('4. home contact', () => {
    const payload = bodyOf(
      'homeContact',
      {
        name: 'Ana',
        email: 'ana@clinica.com.br',
        phone: '31998765432',
        company: 'Clínica',
        revenue: '100k-500k',
        challenge: 'ura',
      },
      stamp,
    );
    expect(payload).toEqual({
      name: 'Ana',
      email: 'ana@clinica.com.br',
      phone: '31998765432',
      company: 'Clínica',
      revenue: '100k-500k',
      challenge: 'ura',
      pricingPageAB: 'pagina de precos desativada',
    });
    expect(homeContactSchema.safeParse(payload).success).toBe(true);
  });

  it('5. CV carries tipo curriculum; 6. contact carries no tipo', () => {
    const cv = bodyOf(
      'cv',
      {
        nome: 'João',
        email: 'j@x.com',
        telefone: '11912345678',
        vaga: 'lider-tecnico',
        linkedin: 'https://linkedin.com/in/j',
        mensagem: '',
      },
      stamp,
    );
    expect(cv.tipo).toBe('curriculum');
    expect(cvSchema.safeParse(cv).success).toBe(true);
    const contact = bodyOf(
      'contact',
      { nome: 'Bia', email: 'b@x.com', telefone: '1133332222', empresa: 'B', cargo: '', desafio: 'ura', mensagem: '' },
      stamp,
    );
    expect('tipo' in contact).toBe(false);
    expect(contactSchema.safeParse(contact).success).toBe(true);
  });

  it('7. proposal and 8. partner', () => {
    const proposal = bodyOf(
      'proposal',
      { name: 'R', email: 'r@x.com', company: 'S', phone: '51988887777', challenge: '', agentes: '50+' },
      stamp,
    );
    expect(proposalSchema.safeParse(proposal).success).toBe(true);
    const partner = bodyOf(
      'partner',
      { nome: 'F', email: 'f@x.com', telefone: '61977776666', empresa: 'C', verticals: 'Saúde', mensagem: '' },
      stamp,
    );
    expect(partner).toMatchObject({ source: 'parceiros_page', tipo: 'cadastro_parceiro' });
    expect(partnerSchema.safeParse(partner).success).toBe(true);
  });

  it('10. blog create: Tema is the slug with hyphens as spaces', () => {
    const payload = blogCreatePayload('ia-no-atendimento-ao-cliente', {
      autor: 'Equipe',
      publico: 'Gestores',
      Categoria: 'Automação',
    });
    expect(payload).toEqual({
      autor: 'Equipe',
      Tema: 'ia no atendimento ao cliente',
      publico: 'Gestores',
      Categoria: 'Automação',
      slug: 'ia-no-atendimento-ao-cliente',
    });
    expect(blogCreateSchema.safeParse(payload).success).toBe(true);
  });

  it('12 and 13. trial: step 1 with trial true; step 2 with telefone from whatsapp and an empty password', () => {
    const form = { nomeEmpresa: ' Padaria ', nome: 'Pedro', email: 'p@padaria.com.br', whatsapp: '11999990000' };
    expect(bodyOf('trialStart', form, stamp)).toEqual({
      nome: 'Pedro',
      email: 'p@padaria.com.br',
      whatsapp: '11999990000',
      nomeEmpresa: 'Padaria',
      trial: true,
      pricingPageAB: 'pagina de precos desativada',
    });
    expect(trialStartSchema.safeParse(bodyOf('trialStart', form, stamp)).success).toBe(true);
    expect(accessCreatePayload(form)).toEqual({
      nome: 'Pedro',
      email: 'p@padaria.com.br',
      nomeEmpresa: 'Padaria',
      telefone: '11999990000',
      senha: '',
      isCadastro: true,
    });
    expect(accessCreateSchema.safeParse(accessCreatePayload(form)).success).toBe(true);
  });

  it('14. e-mail parameter', () => {
    const payload = bodyOf('emailParam', { email: 'v@x.com', page: '/omni-crm' }, stamp);
    expect(payload).toEqual({
      email: 'v@x.com',
      source: 'url-parameter',
      page: '/omni-crm',
      timestamp: stamp.timestamp,
    });
    expect(emailParamSchema.safeParse(payload).success).toBe(true);
  });
});
