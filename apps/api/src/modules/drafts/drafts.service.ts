import { CONSTANTS, draftPayloadSchema, formatFileSize, type Draft, type DraftFile, type DraftPayload } from '@quorum/domain';
import type { FieldCipher } from '../../crypto/field-cipher';
import { randomSecret, safeEqualHex, sha256Hex } from '../../crypto/hashing';
import type { Clock } from '../../lib/clock';
import { fail, type Result } from '../../lib/http/result';
import { newId, unguessableId } from '../../lib/ids';
import type { StagedFile, StoredFile, UploadStorage } from '../../lib/uploads';
import type { Db } from '../../db/store';
import type { Mailer } from '../../plugins/mail';
import { mailTemplates } from '../mail/templates';
import { STORAGE_FULL_MESSAGE } from '../applications/documents.limits';
import type { PublicQuota } from '../applications/documents.quota-gauge';
import { fitsPublicQuota } from '../applications/public-uploads.read';
import { createDraftsRepository, type DraftFileRow, type DraftRow, type Unlocked } from './drafts.repository';

/** The same age limit as the progress the wizard saves in the browser. */
export const DRAFT_LIFETIME_MS = CONSTANTS.SAVED_DRAFT_MAX_AGE_MS;
/** More than every file question of the largest application together. */
export const MAX_DRAFT_FILES = 60;
/** Twice the largest application with generous scans (about 50 MB: docs/security/storage-quotas.md). */
export const MAX_DRAFT_BYTES = 100 * 1024 * 1024;
const draftFull = (maxBytes: number) => `A saved copy keeps at most ${formatFileSize(maxBytes)} of files. Remove a file you no longer need, or submit your application.`;
/** Browsers that may hold one draft at once: the oldest key is forgotten past this. */
const MAX_DEVICE_KEYS = 10;
const SWEEP_BATCH = 100;
export const DRAFT_NOT_FOUND = 'This saved copy does not exist any more.';
export const LINK_INVALID = 'This link has already been used or has expired. Your application may still be saved in the browser where you started it.';

export interface DraftsServiceDeps {
  db: Db;
  cipher: FieldCipher;
  clock: Clock;
  storage: UploadStorage;
  mailer: Mailer;
  publicUrl: string;
  /** The bytes of files one draft keeps: MAX_DRAFT_BYTES unless a test says less. */
  maxBytes?: number;
  /** The public's upload quota, which draft files fill with documents, and the process's one gauge of it (plugins/public-uploads.ts). */
  uploads: PublicQuota;
}

/** Server drafts: continue an application on another device (docs/flows/wizard.md). */
export function createDraftsService(deps: DraftsServiceDeps) {
  const drafts = createDraftsRepository(deps.db);
  const maxBytes = deps.maxBytes ?? MAX_DRAFT_BYTES;
  const { gauge, limits: quota } = deps.uploads;
  const seal = (payload: DraftPayload) => deps.cipher.encrypt(JSON.stringify(payload));
  const expiryFrom = (now: Date) => new Date(now.getTime() + DRAFT_LIFETIME_MS);

  const describe = async (row: DraftRow): Promise<Draft> => ({
    draftId: row.id,
    payload: draftPayloadSchema.parse(JSON.parse(deps.cipher.decrypt(row.payload))),
    files: (await drafts.files(row.id)).map(fileOf),
    updatedAt: row.updatedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  });

  /** The live draft, when `deviceKey` is one of its keys; a wrong key looks like no draft at all. */
  const unlock = async (id: string, deviceKey: string | undefined): Promise<Result<{ draft: DraftRow; as: Unlocked }>> => {
    const draft = deviceKey ? await drafts.findLive(id, deps.clock.now()) : undefined;
    const keyHash = deviceKey ? sha256Hex(deviceKey) : '';
    const held = draft?.deviceKeyHashes.find((hash) => safeEqualHex(hash, keyHash));
    if (!draft || !held) return fail(404, DRAFT_NOT_FOUND);
    return { ok: true, draft, as: { keyHash: held } };
  };

  const remove = async (id: string) => deps.storage.removeStored((await drafts.delete(id)) ?? []);
  /** Whether the key a read was let in with is still one of the draft's once the read is done: an opening of a link may have dropped it. */
  const stillHolds = async (id: string, as: Unlocked) => (await drafts.findLive(id, deps.clock.now()))?.deviceKeyHashes.includes(as.keyHash) ?? false;

  /** A new single-use link for the draft, emailed to its address. */
  const sendLink = async (draft: Pick<DraftRow, 'id' | 'email' | 'expiresAt'>, issue: (hash: string) => Promise<void>) => {
    const token = randomSecret(32);
    await issue(sha256Hex(token));
    const link = `${deps.publicUrl}/apply/continue?token=${encodeURIComponent(token)}`;
    await deps.mailer.send(draft.email, mailTemplates.continueApplication(link, draft.expiresAt));
  };

  return {
    /**
     * Keeps the progress, emails its link and answers the draft with this browser's key. Anyone may
     * name any address here, so this first key holds only until the address is proven: the first
     * opening of an emailed link drops it (docs/flows/wizard.md, "Who may reach a copy").
     */
    async create(email: string, payload: DraftPayload): Promise<{ draftId: string; deviceKey: string }> {
      const now = deps.clock.now();
      const deviceKey = randomSecret(32);
      const draftId = unguessableId('draft');
      const expiresAt = expiryFrom(now);
      await sendLink({ id: draftId, email, expiresAt }, (linkTokenHash) =>
        drafts.insert({ id: draftId, email, payload: seal(payload), linkTokenHash, deviceKeyHashes: [sha256Hex(deviceKey)], createdAt: now, updatedAt: now, expiresAt }),
      );
      return { draftId, deviceKey };
    },

    /**
     * Spends an emailed link: the draft, and a new key for the browser that opened it. The first
     * opening proves the address and drops every key given before it (the one who started the copy
     * may not own the address); later links, asked for by a device whose key was dropped, add theirs.
     */
    async open(token: string): Promise<Result<{ draft: Draft; deviceKey: string }>> {
      const deviceKey = randomSecret(32);
      const keysAfter = (before: DraftRow) => [...(before.provenAt ? before.deviceKeyHashes : []), sha256Hex(deviceKey)].slice(-MAX_DEVICE_KEYS);
      const row = await drafts.redeemLink(sha256Hex(token.trim()), deps.clock.now(), keysAfter);
      if (!row) return fail(410, LINK_INVALID);
      return { ok: true, draft: await describe(row), deviceKey };
    },

    /**
     * Emails a new link for a copy whose address was proven, to that address: how a browser whose key
     * the first opening dropped (the applicant's own first device) proves the address and gets back in.
     */
    async resendLink(id: string): Promise<Result<object>> {
      const draft = await drafts.findLive(id, deps.clock.now());
      if (!draft?.provenAt) return fail(404, DRAFT_NOT_FOUND);
      await sendLink(draft, (linkTokenHash) => drafts.issueLink(id, linkTokenHash));
      return { ok: true };
    },

    async read(id: string, deviceKey: string | undefined): Promise<Result<{ draft: Draft }>> {
      const unlocked = await unlock(id, deviceKey);
      if (!unlocked.ok) return unlocked;
      const draft = await describe(unlocked.draft);
      // Its files were read after the key was checked: the key must still hold once they are.
      return (await stillHolds(id, unlocked.as)) ? { ok: true, draft } : fail(404, DRAFT_NOT_FOUND);
    },

    /** Newer progress: its 30 days start again, and files it no longer uses are deleted. */
    async save(id: string, deviceKey: string | undefined, payload: DraftPayload, fileSlots: readonly string[]): Promise<Result<{ draft: Draft }>> {
      const unlocked = await unlock(id, deviceKey);
      if (!unlocked.ok) return unlocked;
      const now = deps.clock.now();
      const saved = { ...unlocked.draft, payload: seal(payload), updatedAt: now, expiresAt: expiryFrom(now) };
      const removed = await drafts.updatePayload(id, saved.payload, saved.updatedAt, saved.expiresAt, fileSlots, unlocked.as);
      if (!removed) return fail(404, DRAFT_NOT_FOUND);
      await deps.storage.removeStored(removed);
      const draft = await describe(saved);
      // The answer lists the copy's files as they are now: only to a key that still holds once they are read.
      if (!(await stillHolds(id, unlocked.as))) return fail(404, DRAFT_NOT_FOUND);
      return { ok: true, draft };
    },

    /** Checks, before a file arrives, that this browser may add one to the draft. */
    async prepareFile(id: string, deviceKey: string | undefined): Promise<Result<{ draft: DraftRow; as: Unlocked }>> {
      const unlocked = await unlock(id, deviceKey);
      if (!unlocked.ok) return unlocked;
      const files = await drafts.files(id);
      if (files.length >= MAX_DRAFT_FILES) return fail(400, `A saved copy keeps at most ${MAX_DRAFT_FILES} files`);
      if (files.reduce((sum, file) => sum + file.size, 0) >= maxBytes) return fail(413, draftFull(maxBytes));
      // Refused before the file arrives when the public's quota is full, as documents are.
      const room = await gauge.room();
      if (room.bytes <= 0 || room.files <= 0) return fail(507, STORAGE_FULL_MESSAGE);
      return unlocked;
    },

    /**
     * Stores a received, checked file for its slot (replacing the slot's earlier file). The copy's
     * limits and, near its end, the public's quota are checked in the transaction that stores it,
     * after the copy's row and the quota are locked (PostgreSQL): uploads at the same instant queue
     * there, so none of them passes a limit the others already filled.
     */
    async commitFile(unlocked: { draft: DraftRow; as: Unlocked }, slot: string, file: StagedFile): Promise<Result<{ file: DraftFile }>> {
      const { draft, as } = unlocked;
      const storedName = await deps.storage.commit(file.tempPath);
      const row: DraftFileRow = { id: newId(), draftId: draft.id, slot, originalName: file.originalName, storedName, mimeType: file.mimeType, size: file.size, sha256: file.sha256, createdAt: deps.clock.now() };
      const upload = { bytes: file.size, files: 1 };
      // Near the quota, read exactly what is stored (documents.quota-gauge.ts says when).
      const flight = gauge.begin(upload);
      let outcome: Result<{ replaced: string[] }> | undefined;
      try {
        outcome = await deps.db.transaction(async (tx) => {
          const copy = createDraftsRepository(tx);
          // The address was proven, or the copy deleted, while the file arrived: this key no longer reaches it.
          if (!(await copy.holds(draft.id, as))) return fail(404, DRAFT_NOT_FOUND);
          const others = (await copy.files(draft.id)).filter((stored) => stored.slot !== slot);
          if (others.length + 1 > MAX_DRAFT_FILES) return fail(400, `A saved copy keeps at most ${MAX_DRAFT_FILES} files`);
          if (others.reduce((sum, stored) => sum + stored.size, 0) + file.size > maxBytes) return fail(413, draftFull(maxBytes));
          if (!(await fitsPublicQuota(tx, flight, quota))) return fail(507, STORAGE_FULL_MESSAGE);
          const replaced = await copy.putFile(row);
          flight.written();
          return { ok: true, replaced };
        });
      } catch (error) {
        await deps.storage.removeStored([storedName]);
        throw error;
      } finally {
        flight.settle(outcome?.ok ?? false);
      }
      if (!outcome.ok) {
        await deps.storage.removeStored([storedName]);
        return outcome;
      }
      await deps.storage.removeStored(outcome.replaced);
      return { ok: true, file: fileOf(row) };
    },

    async readFile(id: string, deviceKey: string | undefined, fileId: string): Promise<Result<{ file: DraftFile; content: StoredFile }>> {
      const unlocked = await unlock(id, deviceKey);
      if (!unlocked.ok) return unlocked;
      const row = await drafts.findFile(id, fileId);
      if (!row || !(await stillHolds(id, unlocked.as))) return fail(404, 'This file is not in the saved copy');
      const content = await deps.storage.openRead(row.storedName);
      if (!content) return fail(404, 'This file is not in the saved copy');
      return { ok: true, file: fileOf(row), content };
    },

    async delete(id: string, deviceKey: string | undefined): Promise<Result<object>> {
      const unlocked = await unlock(id, deviceKey);
      if (!unlocked.ok) return unlocked;
      const stored = await drafts.delete(id, unlocked.as);
      if (!stored) return fail(404, DRAFT_NOT_FOUND);
      await deps.storage.removeStored(stored);
      return { ok: true };
    },

    /** After a submission: the draft it came from has done its job. A wrong key deletes nothing. */
    async discardSubmitted(id: string, deviceKey: string): Promise<void> {
      const unlocked = await unlock(id, deviceKey);
      const stored = unlocked.ok ? await drafts.delete(id, unlocked.as) : undefined;
      if (stored) await deps.storage.removeStored(stored);
    },

    /**
     * What an address's drafts hold, for its owner's data export: each draft's progress and its
     * files (the caller reads them from storage by their stored names), once the address is proven.
     */
    async exportFor(email: string): Promise<Array<{ draft: Draft; storedNames: Map<string, string> }>> {
      // Only copies whose link was opened: anyone can start one for any address and fill it.
      const rows = await drafts.ofEmail(email, { proven: true });
      return Promise.all(
        rows.map(async (row) => ({ draft: await describe(row), storedNames: new Map((await drafts.files(row.id)).map((file) => [file.id, file.storedName])) })),
      );
    },

    /** Deletes every draft kept for the address, with its files (an erasure); answers how many. */
    async deleteAllFor(email: string): Promise<number> {
      const rows = await drafts.ofEmail(email);
      for (const row of rows) await remove(row.id);
      return rows.length;
    },

    /** Deletes drafts 30 days after their last change, with their files; answers how many. */
    async sweepExpired(): Promise<number> {
      let swept = 0;
      for (;;) {
        const due = await drafts.expired(deps.clock.now(), SWEEP_BATCH);
        for (const id of due) await remove(id);
        swept += due.length;
        if (due.length < SWEEP_BATCH) return swept;
      }
    },
  };
}

export type DraftsService = ReturnType<typeof createDraftsService>;

const fileOf = (row: DraftFileRow): DraftFile => ({ id: row.id, slot: row.slot, originalName: row.originalName, mimeType: row.mimeType, size: row.size });
