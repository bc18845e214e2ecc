import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { UsersController } from './controllers/users.controller';
import { AuthService } from './services/auth.service';
import { Authenticator } from '../../core/auth/authenticator';
import { JwtAuthenticator } from './services/jwt-authenticator';
import { jwtKey } from './services/jwt-key';
import { OtpService } from './services/otp.service';
import { PasswordService } from './services/password.service';
import { UsersService } from './services/users.service';

@Module({
  imports: [
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: jwtKey(config) as never,
        signOptions: { algorithm: 'HS256' },
      }),
    }),
  ],
  controllers: [UsersController],
  providers: [
    AuthService,
    OtpService,
    PasswordService,
    UsersService,
    JwtAuthenticator,
    { provide: Authenticator, useExisting: JwtAuthenticator },
  ],
  exports: [UsersService, PasswordService],
})
export class UmaModule {}
