import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Storage } from '../../../core/storage/storage';
import { Media } from '../entities/content.entities';
import { isPrivateMedia, MEDIA_FOLDER } from './cma.shared';

const OWN_NAME = /\/([0-9a-f-]{36}\.[a-z0-9]+)$/i;

/**
 * Media files uploaded before they were kept private sat at a public URL (/uploads/cma/… or the
 * bucket's public base): at start-up each is moved under `media/` and its row points there. Safe
 * with several replicas starting at once: a move that another already made finds nothing to move,
 * and the row is changed only while it still names the old URL.
 */
@Injectable()
export class LegacyMediaFiles implements OnApplicationBootstrap {
  private readonly logger = new Logger('LegacyMediaFiles');

  constructor(
    private readonly ds: DataSource,
    private readonly storage: Storage,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // A store that cannot be reached now is tried again at the next start; the app still starts.
    await this.adopt().catch((err: unknown) =>
      this.logger.warn(`media files not moved: ${String(err)}`),
    );
  }

  /** Moves every public media file it can; answers how many rows now point at a private file. */
  async adopt(): Promise<number> {
    const repo = this.ds.getRepository(Media);
    const rows = await repo
      .createQueryBuilder('m')
      .select(['m.id', 'm.file'])
      .where('m.file IS NOT NULL')
      .andWhere('m.file NOT LIKE :own', { own: `${MEDIA_FOLDER}/%` })
      .getMany();
    let moved = 0;
    for (const m of rows) {
      const name = OWN_NAME.exec(m.file ?? '')?.[1];
      if (!name || isPrivateMedia(m.file)) continue;
      const key = `${MEDIA_FOLDER}/${name}`;
      const there = (await this.storage.adoptPrivate(m.file!, key)) || (await this.exists(key));
      if (!there) continue;
      await repo.update({ id: m.id, file: m.file! }, { file: key });
      moved++;
    }
    if (moved) this.logger.log(`${moved} media files made private`);
    return moved;
  }

  private async exists(key: string): Promise<boolean> {
    const stream = await this.storage.readPrivate(key);
    stream?.destroy();
    return !!stream;
  }
}
