/** The barrier report of /acessibilidade (docs/behaviour.md §3, call 23): answered with a protocol. */

import { FORM_MESSAGES } from '../../logic/messages.ts';
import { LeadForm } from './LeadForm.tsx';

export default function AccessibilityForm() {
  return (
    <LeadForm
      name="Relatar uma barreira de acessibilidade"
      call="accessibilityReport"
      submitLabel="Enviar relato"
      successMessage={FORM_MESSAGES.barrierSuccess}
      errorMessage={FORM_MESSAGES.barrierError}
      purpose="Usamos seus dados só para responder a este relato, conforme a nossa "
      fields={[
        { name: 'nome', label: 'Nome', required: true, autoComplete: 'name' },
        { name: 'email', label: 'E-mail', type: 'email', required: true, autoComplete: 'email' },
        {
          name: 'pagina',
          label: 'Página onde encontrou a barreira',
          placeholder: 'Ex.: /contact ou Calculadora de ROI',
          wide: true,
        },
        {
          name: 'descricao',
          label: 'O que aconteceu',
          type: 'textarea',
          required: true,
          placeholder: 'Conte o que tentou fazer, o que impediu e, se quiser, o recurso de acessibilidade que usa.',
        },
      ]}
    />
  );
}
