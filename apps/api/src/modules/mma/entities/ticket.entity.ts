import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME } from '../../../core/database/columns';

@Entity('mma_ticket_categories')
export class TicketCategory {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 150 }) title: string;
  /** EDUCATIONAL, FINANCIAL, CONTENT, RESEARCH, HR or GENERAL. */
  @Index('ix_mma_ticket_categories_type')
  @Column({ type: 'varchar', length: 20 })
  type: string;
}

/** A support conversation, optionally about something (an invoice, a classroom...). */
@Entity('mma_tickets')
// The console's filters and orderings (issue 26): each one an index, the list's id its tie-break.
@Index('ix_mma_tickets_last_modification_time', ['last_modification_time'])
@Index('ix_mma_tickets_status', ['status'])
// A status filter reads its tickets in the list's order (last change first).
@Index('ix_mma_tickets_status_modified', ['status', 'last_modification_time'])
@Index('ix_mma_tickets_category_id', ['category_id'])
@Index('ix_mma_tickets_source', ['source_type', 'source_id'])
export class Ticket {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 255 }) title: string;
  @Column({ type: 'text' }) body: string;
  @Column({ type: 'varchar', length: 20 }) status: string;
  @Column({ type: 'varchar', length: 10, nullable: true }) priority: string | null;
  @Column({ type: 'int' }) category_id: number;
  @Column({ type: 'varchar', length: 40, nullable: true }) source_type: string | null;
  @Column({ type: 'int', nullable: true }) source_id: number | null;
  @Column({ type: 'varchar', length: 500, nullable: true }) attachment: string | null;
  @Index('ix_mma_tickets_owner')
  @Column({ type: 'int' })
  owner_id: number;
  @Column({ type: 'int' }) creator_id: number;
  @Index('ix_mma_tickets_creation_time')
  @Column({ type: DATETIME })
  creation_time: Date;
  @Column({ type: DATETIME }) last_modification_time: Date;
}

@Entity('mma_ticket_replies')
export class TicketReply {
  @PrimaryGeneratedColumn() id: number;
  @Index('ix_mma_ticket_replies_ticket')
  @Column({ type: 'int' })
  ticket_id: number;
  /** HTML: the text escaped, newlines as <br>. */
  @Column({ type: 'text' }) body: string;
  @Column({ type: 'int' }) creator_id: number;
  @Column({ type: 'boolean', default: false }) is_staff: boolean;
  @Column({ type: DATETIME }) creation_time: Date;
}
