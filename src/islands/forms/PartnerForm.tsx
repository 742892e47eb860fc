/** The partner registration form (docs/behaviour.md §3, §5, 7.8, 8). */

import { PARTNER_SECTOR_OPTIONS } from '../../contracts/options.ts';
import { FORM_MESSAGES } from '../../logic/messages.ts';
import { LeadForm } from './LeadForm.tsx';

export default function PartnerForm() {
  return (
    <LeadForm
      name="Cadastro de parceiro"
      call="partner"
      submitLabel="Quero ser parceiro"
      successMessage={FORM_MESSAGES.partnerSuccess}
      errorMessage={FORM_MESSAGES.partnerError}
      fields={[
        { name: 'nome', label: 'Nome completo', required: true, autoComplete: 'name' },
        { name: 'email', label: 'E-mail', type: 'email', required: true, autoComplete: 'email' },
        { name: 'telefone', label: 'Telefone', type: 'tel', required: true, autoComplete: 'tel' },
        { name: 'empresa', label: 'Empresa', required: true, autoComplete: 'organization' },
        {
          name: 'verticals',
          label: 'Vertical de atuação',
          type: 'select',
          required: true,
          placeholder: 'Selecione uma vertical',
          options: PARTNER_SECTOR_OPTIONS,
          wide: true,
        },
        { name: 'mensagem', label: 'Mensagem', type: 'textarea', placeholder: 'Como você atende seus clientes hoje?' },
      ]}
    />
  );
}
