import { formatFileSize, type FileRules, type PickedFiles } from '@quorum/domain';
import { describeFileTypes } from './file-types';

/**
 * What the file picker says when it refuses a file. The wizard's rules word only the messages
 * shown on Next; refusing at pick time, with the reason, is our addition so nobody finds out on Next.
 */
export function typeRefusedMessage(names: readonly string[], rules: FileRules): string {
  const list = names.join(', ');
  return `${list} ${names.length === 1 ? "isn't a file type" : "aren't file types"} we accept here. Please choose ${describeFileTypes(rules.acceptedFileTypes)} files.`;
}

export function tooManyMessage(maxFiles: number): string {
  return maxFiles === 1 ? 'You can upload one file here. Remove the current file to choose another.' : `You can upload up to ${maxFiles} files here.`;
}

export function emptyFileMessage(name: string): string {
  return `${name} is empty (${formatFileSize(0)}). Please choose another file.`;
}

/** Why some picked files were left out (sortPickedFiles), the most useful reason first; undefined when none were. */
export function pickRefusalMessage(picked: PickedFiles<{ readonly name: string }>, rules: FileRules): string | undefined {
  if (picked.wrongType.length > 0) return typeRefusedMessage(picked.wrongType.map((file) => file.name), rules);
  if (picked.overLimit.length > 0) return tooManyMessage(rules.maxFiles);
  return picked.empty[0] ? emptyFileMessage(picked.empty[0].name) : undefined;
}

export function notStoredMessage(): string {
  return "We couldn't keep that file on this device. Please try again.";
}
