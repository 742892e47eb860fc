/** The address of page `n` of the blog list: /blog is page 1, /blog/pagina/N the others. */
export const blogPagePath = (n: number): string => (n <= 1 ? '/blog' : `/blog/pagina/${n}`);
