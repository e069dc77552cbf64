/** Replaces {placeholders} in a text with the given values; a placeholder without a value is left as written. */
export function fillTemplate(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{([^{}\s]+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? values[name] : whole));
}
