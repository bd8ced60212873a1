/**
 * Weight and slant from a PDF font's name. Besides the words of most names ("Arial-BoldMT", "Lato-Italic"), TeX's
 * fonts name them by code: Computer Modern's "CMBX10" and "CMSSBX10", and the T1-encoded EC / cm-super fonts that
 * `\usepackage[T1]{fontenc}` brings ("SFBX1095" bold, "SFSX1095" sans bold, "SFTI1095" italic, "SFSI1095" sans italic).
 */
const BOLD = /bold|black|heavy|semibold|demi|bx\d|cmssbx|cmbx|\b(?:[a-z]{6}\+)?(?:sf|ec)(?:bx|sx|bi|bl|rb)\d/i;
const ITALIC = /italic|oblique|cmti|cmsl|cmssi|\bit\d|\b(?:[a-z]{6}\+)?(?:sf|ec)(?:ti|si|sl|bi|bl|so)\d/i;

/** Whether a font of this name prints bold type. */
export function isBoldFont(fontName: string): boolean {
  return BOLD.test(fontName);
}

/** Whether a font of this name prints italic or slanted type. */
export function isItalicFont(fontName: string): boolean {
  return ITALIC.test(fontName);
}
