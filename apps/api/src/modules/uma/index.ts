import { OtpCode } from './entities/otp-code.entity';
import { User } from './entities/user.entity';
import { UserRole } from './entities/user-role.entity';

export { UmaModule } from './uma.module';
export { User, UserRole, OtpCode };
export { pickerRow, UsersService } from './services/users.service';
export { PasswordService } from './services/password.service';
export { AuthService } from './services/auth.service';
export { USERS_LIST, USERS_SEARCH, USER_NAMES_SEARCH, ownerSearch } from './services/users.list';
export { briefFromRaw, briefOf, briefSelects, userBrief, userBriefs } from './services/user-briefs';
export const UMA_ENTITIES = [User, UserRole, OtpCode];
