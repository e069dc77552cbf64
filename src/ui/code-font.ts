// Its own module, not the theme's: the theme is in every page's first JavaScript, and only the blocks that show
// billing codes need this.

/** The type of billing codes (CPT, ICD-10, modifiers): fixed-width figures, read digit by digit and set apart from words. */
export const codeFont = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';
