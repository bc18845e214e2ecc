import {
  Classroom,
  ClassroomGrader,
  ClassroomLeader,
  Registration,
  Session,
  SessionAttendanceSheet,
  TranscriptSheet,
  Unit,
  UnitCategory,
  UnitPrerequisite,
} from './entities/lma.entities';

export { LmaModule } from './lma.module';
export { Classroom, ClassroomGrader, ClassroomLeader, Registration, Session, SessionAttendanceSheet, TranscriptSheet, Unit, UnitCategory, UnitPrerequisite };
export { ClassroomsService, classroomFlags } from './services/classrooms.service';
export const LMA_ENTITIES = [UnitCategory, Unit, UnitPrerequisite, Classroom, Registration, TranscriptSheet, ClassroomGrader, ClassroomLeader, Session, SessionAttendanceSheet];
