/** The CV form of /about (docs/behaviour.md §3, §5, 7.5, 8). */

import { JOB_OPTIONS, labelled } from '../../contracts/options.ts';
import { FORM_MESSAGES } from '../../logic/messages.ts';
import { LeadForm } from './LeadForm.tsx';

export default function CvForm() {
  return (
    <LeadForm
      name="Envie seu currículo"
      call="cv"
      submitLabel="Enviar currículo"
      successMessage={FORM_MESSAGES.cvSuccess}
      errorMessage={FORM_MESSAGES.cvError}
      fields={[
        { name: 'nome', label: 'Nome completo', required: true, autoComplete: 'name' },
        { name: 'email', label: 'E-mail', type: 'email', required: true, autoComplete: 'email' },
        { name: 'telefone', label: 'Telefone', type: 'tel', required: true, autoComplete: 'tel' },
        {
          name: 'linkedin',
          label: 'Perfil no LinkedIn',
          type: 'url',
          required: true,
          placeholder: 'https://www.linkedin.com/in/seu-perfil',
        },
        { name: 'vaga', label: 'Vaga de interesse', type: 'select', options: labelled(JOB_OPTIONS), wide: true },
        { name: 'mensagem', label: 'Mensagem', type: 'textarea', placeholder: 'Conte o que você faz de melhor' },
      ]}
    />
  );
}
