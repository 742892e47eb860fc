/**
 * @bramus/specificity ships its types (index.d.ts) but its package.json "exports" does not
 * name them, so TypeScript cannot find them: the part the build uses (critical-css.ts).
 */
declare module '@bramus/specificity' {
  interface Specificity {
    value: { a: number; b: number; c: number };
    /** `(a,b,c)` */
    toString(): string;
  }
  const Specificity: {
    /** One specificity per selector of a selector list. */
    calculate(selector: string): Specificity[];
  };
  export default Specificity;
}
