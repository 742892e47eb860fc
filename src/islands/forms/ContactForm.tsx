/** The contact form (docs/behaviour.md §3, §5, 7.6, 8). */

import { HOME_CHALLENGE_OPTIONS, labelled } from '../../contracts/options.ts';
import { FORM_MESSAGES } from '../../logic/messages.ts';
import { LeadForm } from './LeadForm.tsx';

export default function ContactForm() {
  return (
    <LeadForm
      name="Formulário de contato"
      call="contact"
      submitLabel="Enviar mensagem"
      successMessage={FORM_MESSAGES.contactSuccess}
      errorMessage={FORM_MESSAGES.contactError}
      fields={[
        { name: 'nome', label: 'Nome completo', required: true, autoComplete: 'name' },
        { name: 'email', label: 'E-mail', type: 'email', required: true, autoComplete: 'email' },
        { name: 'telefone', label: 'Telefone', type: 'tel', required: true, autoComplete: 'tel' },
        { name: 'empresa', label: 'Empresa', required: true, autoComplete: 'organization' },
        { name: 'cargo', label: 'Cargo', autoComplete: 'organization-title' },
        { name: 'desafio', label: 'Principal desafio', type: 'select', options: labelled(HOME_CHALLENGE_OPTIONS) },
        { name: 'mensagem', label: 'Mensagem', type: 'textarea', placeholder: 'Conte um pouco sobre a sua operação' },
      ]}
    />
  );
}
