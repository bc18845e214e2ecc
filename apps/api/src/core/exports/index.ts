export * from './exports';
export { ExportTask } from './export-task.entity';
