/**
 * The interest message of a module's 'Saber mais' (docs/behaviour.md §2, modules page), in a
 * module of its own: the build writes it on each button, and Gê's conversation recognises it,
 * without the rest of Gê's texts.
 */
/** The message a module's 'Saber mais' button types into the chat (docs/behaviour.md §2, modules page). */
export function interestMessage(module: string): string {
  return `Olá! Tenho interesse no ${module} e gostaria de saber mais.`;
}

const INTEREST_PATTERN = /^Olá! Tenho interesse no (.+) e gostaria de saber mais\.$/;

/** The module named by an interest message, or null for anything else the visitor types. */
export function interestedModule(text: string): string | null {
  return INTEREST_PATTERN.exec(text.trim())?.[1] ?? null;
}
