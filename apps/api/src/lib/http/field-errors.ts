/** One message per field of a failed validation, the field named by its path ("founders.0.email"). */
export function fieldErrorsOf(issues: ReadonlyArray<{ instancePath: string; message?: string | undefined }>, fallbackField: string): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.instancePath.split('/').filter(Boolean).join('.') || fallbackField;
    errors[field] ??= issue.message ?? 'Invalid value';
  }
  return errors;
}
