/** The proposal form of the comparison page (docs/behaviour.md §3, §5, 7.7, 8). */

import { AGENT_COUNT_OPTIONS, labelled } from '../../contracts/options.ts';
import { FORM_MESSAGES } from '../../logic/messages.ts';
import { LeadForm } from './LeadForm.tsx';

export default function ProposalForm() {
  return (
    <LeadForm
      name="Receba uma proposta"
      call="proposal"
      submitLabel="Quero minha proposta"
      successMessage={FORM_MESSAGES.thanks}
      errorMessage={FORM_MESSAGES.sendError}
      toneBy="outcome"
      fields={[
        { name: 'name', label: 'Nome completo', required: true, autoComplete: 'name' },
        { name: 'email', label: 'E-mail', type: 'email', required: true, autoComplete: 'email' },
        { name: 'company', label: 'Empresa', required: true, autoComplete: 'organization' },
        { name: 'phone', label: 'Telefone', type: 'tel', required: true, autoComplete: 'tel' },
        {
          name: 'agentes',
          label: 'Quantos agentes?',
          type: 'select',
          required: true,
          options: labelled(AGENT_COUNT_OPTIONS),
          wide: true,
        },
        {
          name: 'challenge',
          label: 'O que você quer resolver?',
          type: 'textarea',
          placeholder: 'Ex.: sair do Zendesk sem perder o histórico',
        },
      ]}
    />
  );
}
