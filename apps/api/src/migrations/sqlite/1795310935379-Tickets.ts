import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Tickets1795310935379 implements MigrationInterface {
  name = 'Tickets1795310935379';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"mma_ticket_categories\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"title\" varchar(150) NOT NULL, \"type\" varchar(20) NOT NULL)");
    await queryRunner.query("CREATE INDEX \"ix_mma_ticket_categories_type\" ON \"mma_ticket_categories\" (\"type\") ");
    await queryRunner.query("CREATE TABLE \"mma_tickets\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"title\" varchar(255) NOT NULL, \"body\" text NOT NULL, \"status\" varchar(20) NOT NULL, \"priority\" varchar(10), \"category_id\" integer NOT NULL, \"source_type\" varchar(40), \"source_id\" integer, \"attachment\" varchar(500), \"owner_id\" integer NOT NULL, \"creator_id\" integer NOT NULL, \"creation_time\" datetime NOT NULL, \"last_modification_time\" datetime NOT NULL)");
    await queryRunner.query("CREATE INDEX \"ix_mma_tickets_owner\" ON \"mma_tickets\" (\"owner_id\") ");
    await queryRunner.query("CREATE INDEX \"ix_mma_tickets_creation_time\" ON \"mma_tickets\" (\"creation_time\") ");
    await queryRunner.query("CREATE INDEX \"ix_mma_tickets_source\" ON \"mma_tickets\" (\"source_type\", \"source_id\") ");
    await queryRunner.query("CREATE TABLE \"mma_ticket_replies\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"ticket_id\" integer NOT NULL, \"body\" text NOT NULL, \"creator_id\" integer NOT NULL, \"is_staff\" boolean NOT NULL DEFAULT (0), \"creation_time\" datetime NOT NULL)");
    await queryRunner.query("CREATE INDEX \"ix_mma_ticket_replies_ticket\" ON \"mma_ticket_replies\" (\"ticket_id\") ");
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"ix_mma_ticket_replies_ticket\"");
    await queryRunner.query("DROP TABLE \"mma_ticket_replies\"");
    await queryRunner.query("DROP INDEX \"ix_mma_tickets_source\"");
    await queryRunner.query("DROP INDEX \"ix_mma_tickets_creation_time\"");
    await queryRunner.query("DROP INDEX \"ix_mma_tickets_owner\"");
    await queryRunner.query("DROP TABLE \"mma_tickets\"");
    await queryRunner.query("DROP INDEX \"ix_mma_ticket_categories_type\"");
    await queryRunner.query("DROP TABLE \"mma_ticket_categories\"");
  }
}
