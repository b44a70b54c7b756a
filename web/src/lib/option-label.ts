/** An option's stored value as a label: 'friendly_professional' reads 'Friendly professional'. */
export function optionLabel(value: string): string {
  const words = value.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}
