/**
 * What Decap's Portuguese leaves in English (newer features, a few untranslated words), in
 * the words of this studio. cms/admin.html lays these over Decap's own 'pt' phrases;
 * tests/unit/cms.test.ts fails when an upgrade of Decap brings a phrase with no Portuguese.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

export const STUDIO_PHRASES = {
  auth: { loginWithForgejo: 'Entrar com o Forgejo' },
  collection: {
    collectionTop: {
      viewAsList: 'Ver como lista',
      viewAsGrid: 'Ver como grade',
      // Decap's '＋' (a full-width plus) is missing from many system fonts: it showed as a box.
      newButton: 'Criar %{collectionLabel}',
    },
    entries: { unpublishedHeader: 'Ainda não publicados' },
  },
  editor: {
    editorControl: { field: { widgetLabel: 'Campo %{widgetLabel}' } },
    editorControlPane: {
      // The field's own message says the rule, with its full stop: Decap's sentence added a second.
      widget: { regexPattern: '%{fieldLabel}: %{pattern}' },
      i18n: {
        copyFromLocale: 'Preencher a partir de outro idioma',
        copyFromLocaleConfirm:
          'Preencher com os dados do idioma %{locale}?\nTodo o conteúdo já escrito será substituído.',
      },
    },
    editorInterface: { toggleNotes: 'Mostrar ou ocultar notas' },
    // Decap's Portuguese names the action as a past participle.
    editorToolbar: { duplicate: 'Duplicar' },
    editorNotesPane: {
      title: 'Notas',
      emptyState: 'Nenhuma nota ainda. Escreva a primeira abaixo para combinar a revisão.',
      addNote: 'Adicionar nota',
      addPlaceholder: 'Escreva uma nota...',
      editPlaceholder: 'Edite a nota...',
      save: 'Salvar',
      cancel: 'Cancelar',
      edit: 'Editar',
      delete: 'Excluir',
      resolve: 'Resolver',
      unresolve: 'Reabrir',
      confirmDelete: 'Excluir esta nota?',
      shortcut: 'Dica: Ctrl+Enter adiciona a nota.',
    },
    editorWidgets: {
      markdown: {
        richText: 'Texto formatado',
        strikethrough: 'Tachado',
        toggleMode: { rich: 'Mudar para texto formatado', markdown: 'Mudar para Markdown' },
      },
      image: {
        chooseMultiple: 'Escolher imagens',
        addMore: 'Adicionar imagens',
        removeAll: 'Remover todas as imagens',
      },
      file: {
        chooseMultiple: 'Escolher arquivos',
        addMore: 'Adicionar arquivos',
        removeAll: 'Remover todos os arquivos',
      },
      datetime: { setToNow: 'Usar agora em %{fieldLabel}' },
      object: { expand: 'Abrir', collapse: 'Recolher' },
    },
  },
  mediaLibrary: { mediaLibraryModal: { close: 'Fechar', download: 'Baixar' } },
  // Decap formats the workflow's dates with English month names ('November 28'): in numbers, as Brazil writes them.
  workflow: { workflow: { dateFormat: 'DD/MM/YYYY' } },
  ui: {
    settingsDropdown: { account: 'Opções da conta' },
    toast: {
      noteAdded: 'Nota adicionada',
      onFailToAddNote: 'Não foi possível adicionar a nota: %{details}',
      noteUpdated: 'Nota atualizada',
      onFailToUpdateNote: 'Não foi possível atualizar a nota: %{details}',
      noteDeleted: 'Nota excluída',
      onFailToDeleteNote: 'Não foi possível excluir a nota: %{details}',
      noteResolved: 'Nota resolvida',
      noteReopened: 'Nota reaberta',
      onFailToToggleNote: 'Não foi possível mudar a nota: %{details}',
    },
  },
};

export type Phrases = { [key: string]: string | Phrases };

/** `base` with `over` laid on it, branch by branch. */
export function layPhrases(base: Phrases, over: Phrases): Phrases {
  const out: Phrases = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const under = out[key];
    out[key] = typeof value === 'object' && typeof under === 'object' ? layPhrases(under, value) : value;
  }
  return out;
}

/** Decap's own phrases for a locale, as its package ships them (the studio's bundle has the same). */
export async function decapPhrases(locale: 'pt' | 'en'): Promise<Phrases> {
  const path = createRequire(import.meta.url).resolve(`decap-cms-locales/dist/esm/${locale}/index.js`);
  return ((await import(pathToFileURL(path).href)) as { default: Phrases }).default;
}

/** The studio's Portuguese: Decap's, with this studio's words laid over it. */
export const studioLocale = async () => layPhrases(await decapPhrases('pt'), STUDIO_PHRASES);
