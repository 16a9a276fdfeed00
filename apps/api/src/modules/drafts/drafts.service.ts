import { CONSTANTS, draftPayloadSchema, type Draft, type DraftFile, type DraftPayload } from '@quorum/domain';
import type { FieldCipher } from '../../crypto/field-cipher';
import { randomSecret, safeEqualHex, sha256Hex } from '../../crypto/hashing';
import type { Clock } from '../../lib/clock';
import { fail, type Result } from '../../lib/http/result';
import { newId, unguessableId } from '../../lib/ids';
import type { StagedFile, StoredFile, UploadStorage } from '../../lib/uploads';
import type { Db } from '../../db/store';
import type { Mailer } from '../../plugins/mail';
import { mailTemplates } from '../mail/templates';
import { createDraftsRepository, type DraftFileRow, type DraftRow } from './drafts.repository';

/** The same age limit as the progress the wizard saves in the browser. */
export const DRAFT_LIFETIME_MS = CONSTANTS.SAVED_DRAFT_MAX_AGE_MS;
/** More than every file question of the largest application together. */
export const MAX_DRAFT_FILES = 60;
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
}

/** Server drafts: continue an application on another device (docs/flows/wizard.md). */
export function createDraftsService(deps: DraftsServiceDeps) {
  const drafts = createDraftsRepository(deps.db);
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
  const unlock = async (id: string, deviceKey: string | undefined): Promise<Result<{ draft: DraftRow }>> => {
    const draft = deviceKey ? await drafts.findLive(id, deps.clock.now()) : undefined;
    const keyHash = deviceKey ? sha256Hex(deviceKey) : '';
    if (!draft || !draft.deviceKeyHashes.some((hash) => safeEqualHex(hash, keyHash))) return fail(404, DRAFT_NOT_FOUND);
    return { ok: true, draft };
  };

  const remove = async (id: string) => deps.storage.removeStored(await drafts.delete(id));

  return {
    /** Keeps the progress, emails its link and answers the draft with this browser's key. */
    async create(email: string, payload: DraftPayload): Promise<{ draftId: string; deviceKey: string }> {
      const now = deps.clock.now();
      const token = randomSecret(32);
      const deviceKey = randomSecret(32);
      const draftId = unguessableId('draft');
      const expiresAt = expiryFrom(now);
      await drafts.insert({
        id: draftId,
        email,
        payload: seal(payload),
        linkTokenHash: sha256Hex(token),
        deviceKeyHashes: [sha256Hex(deviceKey)],
        createdAt: now,
        updatedAt: now,
        expiresAt,
      });
      const link = `${deps.publicUrl}/apply/continue?token=${encodeURIComponent(token)}`;
      await deps.mailer.send(email, mailTemplates.continueApplication(link, expiresAt));
      return { draftId, deviceKey };
    },

    /** Spends the emailed link: the draft, and a new key for the browser that opened it. */
    async open(token: string): Promise<Result<{ draft: Draft; deviceKey: string }>> {
      const row = await drafts.redeemLink(sha256Hex(token.trim()), deps.clock.now());
      if (!row) return fail(410, LINK_INVALID);
      const deviceKey = randomSecret(32);
      await drafts.addDeviceKey(row.id, [...row.deviceKeyHashes, sha256Hex(deviceKey)].slice(-MAX_DEVICE_KEYS));
      return { ok: true, draft: await describe(row), deviceKey };
    },

    async read(id: string, deviceKey: string | undefined): Promise<Result<{ draft: Draft }>> {
      const unlocked = await unlock(id, deviceKey);
      if (!unlocked.ok) return unlocked;
      return { ok: true, draft: await describe(unlocked.draft) };
    },

    /** Newer progress: its 30 days start again, and files it no longer uses are deleted. */
    async save(id: string, deviceKey: string | undefined, payload: DraftPayload, fileSlots: readonly string[]): Promise<Result<{ draft: Draft }>> {
      const unlocked = await unlock(id, deviceKey);
      if (!unlocked.ok) return unlocked;
      const now = deps.clock.now();
      const saved = { ...unlocked.draft, payload: seal(payload), updatedAt: now, expiresAt: expiryFrom(now) };
      await drafts.updatePayload(id, saved.payload, saved.updatedAt, saved.expiresAt);
      await deps.storage.removeStored(await drafts.removeFilesExcept(id, fileSlots));
      return { ok: true, draft: await describe(saved) };
    },

    /** Checks, before a file arrives, that this browser may add one to the draft. */
    async prepareFile(id: string, deviceKey: string | undefined): Promise<Result<{ draft: DraftRow }>> {
      const unlocked = await unlock(id, deviceKey);
      if (!unlocked.ok) return unlocked;
      if ((await drafts.files(id)).length >= MAX_DRAFT_FILES) return fail(400, `A saved copy keeps at most ${MAX_DRAFT_FILES} files`);
      return { ok: true, draft: unlocked.draft };
    },

    /** Stores a received, checked file for its slot (replacing the slot's earlier file). */
    async commitFile(draft: DraftRow, slot: string, file: StagedFile): Promise<Result<{ file: DraftFile }>> {
      const storedName = await deps.storage.commit(file.tempPath);
      const row: DraftFileRow = { id: newId(), draftId: draft.id, slot, originalName: file.originalName, storedName, mimeType: file.mimeType, size: file.size, sha256: file.sha256, createdAt: deps.clock.now() };
      try {
        // The draft may have been deleted meanwhile: its rows cascade, so the insert fails and the file goes.
        await deps.storage.removeStored(await drafts.putFile(row));
      } catch (error) {
        await deps.storage.removeStored([storedName]);
        if (!(await drafts.findLive(draft.id, deps.clock.now()))) return fail(404, DRAFT_NOT_FOUND);
        throw error;
      }
      return { ok: true, file: fileOf(row) };
    },

    async readFile(id: string, deviceKey: string | undefined, fileId: string): Promise<Result<{ file: DraftFile; content: StoredFile }>> {
      const unlocked = await unlock(id, deviceKey);
      if (!unlocked.ok) return unlocked;
      const row = await drafts.findFile(id, fileId);
      const content = row ? await deps.storage.openRead(row.storedName) : undefined;
      if (!row || !content) return fail(404, 'This file is not in the saved copy');
      return { ok: true, file: fileOf(row), content };
    },

    async delete(id: string, deviceKey: string | undefined): Promise<Result<object>> {
      const unlocked = await unlock(id, deviceKey);
      if (!unlocked.ok) return unlocked;
      await remove(id);
      return { ok: true };
    },

    /** After a submission: the draft it came from has done its job. A wrong key deletes nothing. */
    async discardSubmitted(id: string, deviceKey: string): Promise<void> {
      const unlocked = await unlock(id, deviceKey);
      if (unlocked.ok) await remove(id);
    },

    /**
     * What an address's drafts hold, for its owner's data export: each draft's progress and its
     * files (the caller reads them from storage by their stored names).
     */
    async exportFor(email: string): Promise<Array<{ draft: Draft; storedNames: Map<string, string> }>> {
      const rows = await drafts.ofEmail(email);
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
