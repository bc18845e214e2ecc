export { RmaModule } from './rma.module';
