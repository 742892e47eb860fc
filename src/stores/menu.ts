import { atom } from 'nanostores';

/** The four menus of the shell; at most one is open (docs/behaviour.md §2, Shell). */
export type MenuId = 'products' | 'sectors' | 'resources' | 'mobile';

export const $openMenu = atom<MenuId | null>(null);

export function toggleMenu(id: MenuId): void {
  $openMenu.set($openMenu.get() === id ? null : id);
}

export function closeMenus(): void {
  $openMenu.set(null);
}
