/** "JPG, PNG, PDF or HEIC" from a question's accepted extensions (JPEG folded into JPG). */
export function describeFileTypes(accepted: readonly string[]): string {
  const types = [...new Set(accepted.map((type) => type.replace('.', '').toUpperCase()).map((type) => (type === 'JPEG' ? 'JPG' : type)))];
  return types.length > 1 ? `${types.slice(0, -1).join(', ')} or ${types.at(-1)}` : (types[0] ?? 'any type');
}
