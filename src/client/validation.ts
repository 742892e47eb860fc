/**
 * The browser's own messages for a refused field (docs/behaviour.md §5), in Portuguese
 * whatever the language of the visitor's browser: its bubble says what is missing in the
 * page's language. In the budgeted first script, since a form is checked by the browser
 * before its island has loaded.
 */

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A form field: where the visitor types or chooses (a key pressed there is not a shortcut). */
export const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement;

/** The message for a field's failed check, or '' to leave the browser's own. */
export function validationMessage(field: Field): string {
  const { validity, type } = field;
  // The site's forms ask for text, e-mail, phone, address and a choice in a list.
  if (validity.valueMissing)
    return type.startsWith('select') ? 'Selecione uma opção da lista.' : 'Preencha este campo.';
  if (validity.typeMismatch && type === 'email') return 'Informe um e-mail válido, como nome@empresa.com.br.';
  if (validity.typeMismatch && type === 'url') return 'Informe o endereço completo, começando por https://.';
  if (validity.patternMismatch || validity.typeMismatch || validity.tooShort) return 'Confira o formato deste campo.';
  return '';
}

export function installValidationMessages(doc: Document = document): void {
  // `invalid` does not bubble: caught on its way down, before the browser shows its bubble.
  doc.addEventListener(
    'invalid',
    ({ target }) => {
      if (!isField(target)) return;
      target.setCustomValidity('');
      target.setCustomValidity(validationMessage(target));
    },
    true,
  );
  // A message of ours keeps the field refused until it is edited: each edit checks it afresh.
  // Not on `change`, which a field also fires when it loses focus to the first refused one.
  doc.addEventListener('input', ({ target }) => isField(target) && target.setCustomValidity(''), true);
}
