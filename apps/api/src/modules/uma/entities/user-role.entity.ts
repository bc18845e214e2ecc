import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from './user.entity';

/** One row per role a user holds; `role` is a role name of libs/domain `Role`. */
@Entity('uma_user_roles')
@Index('uq_uma_user_roles_user_role', ['user_id', 'role'], { unique: true })
@Index('ix_uma_user_roles_role', ['role', 'user_id'])
export class UserRole {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'int' }) user_id: number;
  @Column({ type: 'varchar', length: 50 }) role: string;

  @ManyToOne(() => User, (u) => u.roleRows, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;
}
