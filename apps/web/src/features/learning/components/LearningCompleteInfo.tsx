import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import AssignmentIndOutlined from '@mui/icons-material/AssignmentIndOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PersonOutlineRounded from '@mui/icons-material/PersonOutlineRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { isApiError } from '@daneshsara/api-client';
import {
  ACADEMIC_DEGREE_LABELS,
  formatJalaliDate,
  fullName,
  GENDER_LABELS,
  toPersianDigits,
  type User,
} from '@daneshsara/domain';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { errorMessage, toast } from '../../notify/toast';
import { InfoRows } from '../../../kit/InfoRows';
import { SectionCard } from '../../../kit/SectionCard';
import { QuestionnaireGate, useQuestionnaireStep } from '../../exams/components/EventQuestionnaire';
import { useCurrentUser } from '../../profile/api/useCurrentUser';
import { ProfileForm } from '../../profile/components/ProfileForm';
import { ProfileSkeleton } from '../../profile/components/ProfileSkeleton';
import { useClassroom, useEnroll, useRegister } from '../api';
import { KINDS, kindOfCategoryType, type LearningKind } from '../kinds';
import type { ClassroomRow } from '../lmaApi';
import {
  afterRegister,
  decideCompleteInfo,
  isActiveRegistration,
  LearningMessages,
  priceLabel,
  type CompleteInfoParams,
} from '../model';
import { ClassroomThumb } from './ClassroomThumb';

function Steps({
  params,
  price,
  questionnaire,
  active,
}: {
  params: CompleteInfoParams;
  price: number | undefined;
  questionnaire: boolean;
  active: number;
}) {
  const last =
    params.type === 'enrollment'
      ? 'پیش ثبت نام'
      : price && price > 0
        ? 'ثبت نام و پرداخت'
        : 'ثبت نام';
  return (
    <Stepper
      activeStep={active}
      alternativeLabel
      sx={{ mb: 3, '& .MuiStepLabel-label': { fontSize: '0.85rem' } }}
    >
      {['پذیرش قوانین', 'تکمیل اطلاعات', ...(questionnaire ? ['پرسش‌نامه'] : []), last].map(
        (label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ),
      )}
    </Stepper>
  );
}

function Summary({ classroom, kind }: { classroom: ClassroomRow; kind: LearningKind }) {
  return (
    <Card sx={{ display: 'flex', alignItems: 'stretch', overflow: 'hidden', mb: 3 }}>
      <ClassroomThumb
        src={classroom.thumbnail}
        alt=""
        seed={classroom.id}
        kind={kind}
        ratio="1 / 1"
        sx={{
          width: { xs: 88, sm: 120 },
          '& [role=img] > div': { width: 44, height: 44, '& svg': { fontSize: 24 } },
        }}
      />
      <Box sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0, flex: 1 }}>
        <Typography sx={{ color: 'primary.main', fontSize: '0.8rem', fontWeight: 700 }}>
          {KINDS[kind].noun}
          {classroom.unit_info?.category_info
            ? ` · ${toPersianDigits(classroom.unit_info.category_info.title)}`
            : ''}
        </Typography>
        <Typography component="h2" sx={{ fontWeight: 800, fontSize: '1.1rem', lineHeight: 1.7 }}>
          {toPersianDigits(classroom.title)}
        </Typography>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: 2,
            color: 'text.secondary',
            fontSize: '0.9rem',
          }}
        >
          {classroom.professor_info && <span>استاد: {classroom.professor_info.full_name}</span>}
          <Box
            component="span"
            sx={{ fontWeight: 700, color: classroom.price ? 'text.primary' : 'success.dark' }}
          >
            {priceLabel(classroom.price)}
          </Box>
        </Box>
      </Box>
    </Card>
  );
}

const digits = (v: string | null | undefined) => (v ? toPersianDigits(v) : '—');

/** The saved profile, read-only: what the registration will carry. */
function ProfileReview({ user }: { user: User }) {
  return (
    <InfoRows
      columns={2}
      items={[
        { label: 'نام و نام خانوادگی', value: fullName(user) || '—' },
        { label: 'نام پدر', value: user.father_name || '—' },
        { label: 'کد ملی', value: <bdi>{digits(user.national_code)}</bdi> },
        { label: 'جنسیت', value: user.gender ? GENDER_LABELS[user.gender] : '—' },
        { label: 'تاریخ تولد', value: user.birthdate ? formatJalaliDate(user.birthdate) : '—' },
        { label: 'شماره تلفن همراه', value: <bdi>{digits(user.mobile_number)}</bdi> },
        {
          label: 'آخرین مدرک تحصیلی',
          value: user.last_academic_degree
            ? ACADEMIC_DEGREE_LABELS[user.last_academic_degree]
            : '—',
        },
        {
          label: 'محل سکونت',
          value: [user.living_province, user.living_city].filter(Boolean).join('، ') || '—',
        },
        { label: 'نشانی', value: user.living_address ? toPersianDigits(user.living_address) : '—' },
        { label: 'کد پستی', value: <bdi>{digits(user.living_postal_code)}</bdi> },
      ]}
    />
  );
}

/**
 * The learning half of /panel/shop/completeInfo (ENDPOINTS.md 4.1 steps 3 to 5): the learner
 * saves a complete profile (or confirms the one on file), then the enrol or register call runs.
 * A registration answered with an invoice goes to the invoice to pay; otherwise back to the
 * classroom. The server's refusals (full, gender, prerequisites, not the time) are shown as sent.
 * Mountable on its own where the shop's completeInfo page dispatches on `type`.
 */
export function LearningCompleteInfo({ params }: { params: CompleteInfoParams | null }) {
  const navigate = useNavigate();
  const user = useCurrentUser();
  const id = params?.id ?? 0;
  const classroom = useClassroom(params ? id : null);
  const enroll = useEnroll(id);
  const register = useRegister(id);
  /** The profile's save stamp when the learner opened the form on a complete profile. */
  const [editingSince, setEditingSince] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const editing = editingSince !== null && editingSince === user.data?.last_modification_time;
  const kind = classroom.data
    ? kindOfCategoryType(classroom.data.unit_info?.category_info?.type)
    : params?.source === 'event'
      ? 'events'
      : 'training';
  const info = KINDS[kind];
  const decision = decideCompleteInfo({
    params,
    user: user.data,
    classroom: classroom.data,
    editing,
  });
  // An event's first test is its questionnaire: answered once the profile is complete, before «ادامه».
  const questionnaireTest = kind === 'events' ? (classroom.data?.tests?.[0] ?? null) : null;
  const questionnaire = useQuestionnaireStep(decision.step === 'review' ? questionnaireTest : null);
  const action = params?.type === 'enrollment' ? enroll : register;
  const verb = params?.type === 'enrollment' ? 'پیش ثبت نام' : 'ثبت نام';

  const submit = () => {
    if (params?.type === 'enrollment') {
      enroll.mutate(undefined, {
        onSuccess: (answer) => {
          setLeaving(true);
          toast.success(answer.detail || LearningMessages.ENROLLED);
          navigate(info.publicDetail(id), { replace: true });
        },
      });
      return;
    }
    register.mutate(undefined, {
      onSuccess: (answer) => {
        const next = afterRegister(answer, kind, id);
        setLeaving(true);
        toast.success(next.message);
        navigate(next.to, { replace: true });
      },
      onError: (err) => {
        // Registered already (a double click, a retry whose answer was lost): its invoice.
        if (isApiError(err) && err.existingInvoice) {
          setLeaving(true);
          toast.info(LearningMessages.INVOICE_EXISTS);
          navigate(`/panel/invoice/${err.existingInvoice}`, { replace: true });
          return;
        }
        toast.error(errorMessage(err));
      },
    });
  };

  if (decision.step === 'invalid' || !params) {
    return (
      <Alert severity="warning" sx={{ lineHeight: 1.9 }}>
        نشانی این صفحه کامل نیست. از صفحه دوره یا رویداد مورد نظر دوباره اقدام کنید.
      </Alert>
    );
  }
  if (user.isError || classroom.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => void (user.isError ? user.refetch() : classroom.refetch())}
          >
            تلاش دوباره
          </Button>
        }
      >
        {errorMessage(user.error ?? classroom.error)}
      </Alert>
    );
  }
  if (decision.step === 'loading' || leaving || !classroom.data || !user.data) {
    return (
      <Box aria-busy="true" aria-label="کمی صبر کنید ...">
        <Skeleton variant="rounded" height={64} sx={{ mb: 3 }} />
        <Skeleton variant="rounded" height={110} sx={{ mb: 3 }} />
        <ProfileSkeleton />
      </Box>
    );
  }

  const c = classroom.data;
  const me = user.data;
  return (
    <Box>
      <Steps
        params={params}
        price={c.price}
        questionnaire={questionnaireTest !== null}
        active={
          questionnaireTest === null || decision.step !== 'review'
            ? 1
            : questionnaire.pending
              ? 2
              : 3
        }
      />
      <Summary classroom={c} kind={kind} />
      {decision.step === 'unavailable' ? (
        <Card sx={{ p: { xs: 2.5, sm: 4 }, textAlign: 'center' }}>
          <Typography component="h2" sx={{ fontWeight: 800, fontSize: '1.15rem', mb: 1 }}>
            {isActiveRegistration(c.current_user_register_info)
              ? `شما در این ${info.noun} ثبت نام کرده‌اید.`
              : `اکنون امکان ${verb} در این ${info.noun} وجود ندارد.`}
          </Typography>
          <Typography sx={{ color: 'text.secondary', lineHeight: 1.9, mb: 2.5 }}>
            وضعیت و گزینه‌های این {info.noun} را در صفحه آن ببینید.
          </Typography>
          <Button component={RouterLink} to={info.publicDetail(c.id)} variant="contained">
            بازگشت به صفحه {info.noun}
          </Button>
        </Card>
      ) : decision.step === 'profile' ? (
        <>
          {decision.missing.length > 0 ? (
            <Alert
              severity="warning"
              icon={<AssignmentIndOutlined />}
              sx={{ mb: 3, lineHeight: 1.9 }}
            >
              <AlertTitle sx={{ fontWeight: 800 }}>
                برای {verb}، اطلاعات کاربری خود را کامل کنید
              </AlertTitle>
              این موارد هنوز خالی است: {decision.missing.join('، ')}. پس از تکمیل، «ذخیره تغییرات»
              را بزنید تا به مرحله بعد بروید.
            </Alert>
          ) : (
            <Alert
              severity="info"
              sx={{ mb: 3, alignItems: 'center' }}
              action={
                <Button color="inherit" size="small" onClick={() => setEditingSince(null)}>
                  بازگشت
                </Button>
              }
            >
              تغییرات را ذخیره کنید؛ پس از ذخیره به مرحله بعد بازمی‌گردید.
            </Alert>
          )}
          <ProfileForm user={me} />
        </>
      ) : (
        <QuestionnaireGate step={questionnaire}>
          <SectionCard
            id="complete-info-review"
            title="اطلاعات شما"
            description={`اطلاعات کاربری شما کامل است. ${verb} با همین اطلاعات انجام می‌شود.`}
            icon={<PersonOutlineRounded />}
          >
            <ProfileReview user={me} />
            {action.error && (
              <Alert severity="error" sx={{ mt: 3, lineHeight: 1.9 }}>
                {errorMessage(action.error)}
              </Alert>
            )}
            <Box
              sx={{
                mt: 3,
                pt: 2.5,
                borderTop: '1px solid',
                borderColor: 'divider',
                display: 'flex',
                flexWrap: 'wrap',
                gap: 1.25,
                justifyContent: 'space-between',
              }}
            >
              <Button
                color="inherit"
                startIcon={<EditOutlined />}
                disabled={action.isPending}
                onClick={() => setEditingSince(me.last_modification_time)}
              >
                ویرایش اطلاعات
              </Button>
              <Button
                variant="contained"
                size="large"
                disabled={action.isPending}
                aria-busy={action.isPending}
                endIcon={
                  action.isPending ? (
                    <CircularProgress size={18} color="inherit" />
                  ) : (
                    <ArrowBackRounded />
                  )
                }
                onClick={submit}
                sx={{ px: 5, flex: { xs: 1, sm: 'none' } }}
              >
                ادامه
              </Button>
            </Box>
          </SectionCard>
        </QuestionnaireGate>
      )}
    </Box>
  );
}
