/** The data subject's request of /seguranca-e-privacidade (LGPD art. 18, call 24): answered with a protocol. */

import { PRIVACY_RELATION_OPTIONS, PRIVACY_RIGHT_OPTIONS } from '../../contracts/options.ts';
import { FORM_MESSAGES } from '../../logic/messages.ts';
import { LeadForm } from './LeadForm.tsx';

export default function PrivacyRequestForm() {
  return (
    <LeadForm
      name="Pedido de titular de dados"
      call="privacyRequest"
      submitLabel="Enviar pedido"
      successMessage={FORM_MESSAGES.privacySuccess}
      errorMessage={FORM_MESSAGES.privacyError}
      purpose="Usamos seus dados só para atender a este pedido e guardar o registro da resposta, conforme a nossa "
      fields={[
        { name: 'nome', label: 'Nome completo', required: true, autoComplete: 'name' },
        { name: 'email', label: 'E-mail', type: 'email', required: true, autoComplete: 'email' },
        {
          name: 'relacao',
          label: 'Sua relação com a GVP.Digital',
          type: 'select',
          required: true,
          placeholder: 'Selecione',
          options: PRIVACY_RELATION_OPTIONS,
          wide: true,
        },
        {
          name: 'direito',
          label: 'O que você deseja',
          type: 'select',
          required: true,
          placeholder: 'Selecione o direito',
          options: PRIVACY_RIGHT_OPTIONS,
          wide: true,
        },
        {
          name: 'detalhes',
          label: 'Detalhes do pedido',
          type: 'textarea',
          placeholder: 'Quais dados, de qual período ou de qual serviço; se for portabilidade, para qual fornecedor.',
        },
      ]}
    />
  );
}
