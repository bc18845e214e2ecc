import type SvgIcon from '@mui/material/SvgIcon';
import AccessTimeRounded from '@mui/icons-material/AccessTimeRounded';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import Add from '@mui/icons-material/Add';
import AddAPhotoOutlined from '@mui/icons-material/AddAPhotoOutlined';
import AddCardOutlined from '@mui/icons-material/AddCardOutlined';
import AddOutlined from '@mui/icons-material/AddOutlined';
import AddRounded from '@mui/icons-material/AddRounded';
import AddShoppingCartRounded from '@mui/icons-material/AddShoppingCartRounded';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import AlbumRounded from '@mui/icons-material/AlbumRounded';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowForward from '@mui/icons-material/ArrowForward';
import ArrowForwardOutlined from '@mui/icons-material/ArrowForwardOutlined';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import AssignmentIndOutlined from '@mui/icons-material/AssignmentIndOutlined';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import AssignmentTurnedInOutlined from '@mui/icons-material/AssignmentTurnedInOutlined';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import AttachFileRounded from '@mui/icons-material/AttachFileRounded';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import AutoStoriesOutlined from '@mui/icons-material/AutoStoriesOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import BugReportRounded from '@mui/icons-material/BugReportRounded';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import CallMadeRounded from '@mui/icons-material/CallMadeRounded';
import CallOutlined from '@mui/icons-material/CallOutlined';
import CallReceivedRounded from '@mui/icons-material/CallReceivedRounded';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import CheckCircleOutlineOutlined from '@mui/icons-material/CheckCircleOutlineOutlined';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import CheckRounded from '@mui/icons-material/CheckRounded';
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import CleaningServicesRounded from '@mui/icons-material/CleaningServicesRounded';
import Close from '@mui/icons-material/Close';
import CloseRounded from '@mui/icons-material/CloseRounded';
import CloudDoneOutlined from '@mui/icons-material/CloudDoneOutlined';
import CoPresentOutlined from '@mui/icons-material/CoPresentOutlined';
import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import DarkModeRounded from '@mui/icons-material/DarkModeRounded';
import DashboardCustomizeOutlined from '@mui/icons-material/DashboardCustomizeOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DeleteSweepOutlined from '@mui/icons-material/DeleteSweepOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import DiscountOutlined from '@mui/icons-material/DiscountOutlined';
import DoNotDisturbAltOutlined from '@mui/icons-material/DoNotDisturbAltOutlined';
import DoNotDisturbOnOutlined from '@mui/icons-material/DoNotDisturbOnOutlined';
import DoneAllRounded from '@mui/icons-material/DoneAllRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';
import EventSeatOutlined from '@mui/icons-material/EventSeatOutlined';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import FolderSharedOutlined from '@mui/icons-material/FolderSharedOutlined';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatQuoteRounded from '@mui/icons-material/FormatQuoteRounded';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import GavelRounded from '@mui/icons-material/GavelRounded';
import GradingOutlined from '@mui/icons-material/GradingOutlined';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import Groups2Outlined from '@mui/icons-material/Groups2Outlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import HeadphonesRounded from '@mui/icons-material/HeadphonesRounded';
import HighlightOff from '@mui/icons-material/HighlightOff';
import HighlightOffOutlined from '@mui/icons-material/HighlightOffOutlined';
import HistoryEduOutlined from '@mui/icons-material/HistoryEduOutlined';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined';
import HourglassDisabledOutlined from '@mui/icons-material/HourglassDisabledOutlined';
import HourglassTopOutlined from '@mui/icons-material/HourglassTopOutlined';
import HourglassTopRounded from '@mui/icons-material/HourglassTopRounded';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import InboxRounded from '@mui/icons-material/InboxRounded';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import InsertLinkOutlined from '@mui/icons-material/InsertLinkOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import Instagram from '@mui/icons-material/Instagram';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import KeyRounded from '@mui/icons-material/KeyRounded';
import KeyboardArrowDownRounded from '@mui/icons-material/KeyboardArrowDownRounded';
import LayersOutlined from '@mui/icons-material/LayersOutlined';
import LibraryBooksOutlined from '@mui/icons-material/LibraryBooksOutlined';
import LightModeRounded from '@mui/icons-material/LightModeRounded';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import ListAltRounded from '@mui/icons-material/ListAltRounded';
import LiveTvOutlined from '@mui/icons-material/LiveTvOutlined';
import LocalLibraryOutlined from '@mui/icons-material/LocalLibraryOutlined';
import LocalMallOutlined from '@mui/icons-material/LocalMallOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import LoginOutlined from '@mui/icons-material/LoginOutlined';
import LoginRounded from '@mui/icons-material/LoginRounded';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import ManageSearchOutlined from '@mui/icons-material/ManageSearchOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import MenuRounded from '@mui/icons-material/MenuRounded';
import Notes from '@mui/icons-material/Notes';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import NotificationsOffOutlined from '@mui/icons-material/NotificationsOffOutlined';
import OndemandVideoOutlined from '@mui/icons-material/OndemandVideoOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import PeopleOutlineRounded from '@mui/icons-material/PeopleOutlineRounded';
import PermMediaOutlined from '@mui/icons-material/PermMediaOutlined';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import PersonOutlineRounded from '@mui/icons-material/PersonOutlineRounded';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import PersonRounded from '@mui/icons-material/PersonRounded';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import GppBadOutlined from '@mui/icons-material/GppBadOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import QrCodeScannerOutlined from '@mui/icons-material/QrCodeScannerOutlined';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import ReceiptOutlined from '@mui/icons-material/ReceiptOutlined';
import RecentActorsOutlined from '@mui/icons-material/RecentActorsOutlined';
import RemoveOutlined from '@mui/icons-material/RemoveOutlined';
import RemoveRounded from '@mui/icons-material/RemoveRounded';
import RepeatRounded from '@mui/icons-material/RepeatRounded';
import ReplayRounded from '@mui/icons-material/ReplayRounded';
import ReplyOutlined from '@mui/icons-material/ReplyOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import SearchRounded from '@mui/icons-material/SearchRounded';
import SendOutlined from '@mui/icons-material/SendOutlined';
import SendRounded from '@mui/icons-material/SendRounded';
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import ShoppingBagRounded from '@mui/icons-material/ShoppingBagRounded';
import SmsOutlined from '@mui/icons-material/SmsOutlined';
import SortRounded from '@mui/icons-material/SortRounded';
import StickyNote2Outlined from '@mui/icons-material/StickyNote2Outlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import SubdirectoryArrowLeft from '@mui/icons-material/SubdirectoryArrowLeft';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import SwapVertRounded from '@mui/icons-material/SwapVertRounded';
import SyncOutlined from '@mui/icons-material/SyncOutlined';
import TabletAndroidRounded from '@mui/icons-material/TabletAndroidRounded';
import TagOutlined from '@mui/icons-material/TagOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import Telegram from '@mui/icons-material/Telegram';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import Title from '@mui/icons-material/Title';
import TopicOutlined from '@mui/icons-material/TopicOutlined';
import TouchAppOutlined from '@mui/icons-material/TouchAppOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import TuneRounded from '@mui/icons-material/TuneRounded';
import UndoOutlined from '@mui/icons-material/UndoOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import UploadOutlined from '@mui/icons-material/UploadOutlined';
import VerifiedRounded from '@mui/icons-material/VerifiedRounded';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import VideocamOffOutlined from '@mui/icons-material/VideocamOffOutlined';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import VolunteerActivismOutlined from '@mui/icons-material/VolunteerActivismOutlined';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import YouTube from '@mui/icons-material/YouTube';

/**
 * Every MUI icon the storefront and the console import, by name (icons.spec.ts keeps the list
 * whole: it fails, naming the icon, when a page starts using one that is not here).
 */
export const PRODUCT_ICONS: Record<string, typeof SvgIcon> = {
  AccessTimeRounded,
  AccountBalanceOutlined,
  AccountBalanceWalletOutlined,
  AccountTreeOutlined,
  Add,
  AddAPhotoOutlined,
  AddCardOutlined,
  AddOutlined,
  AddRounded,
  AddShoppingCartRounded,
  AdminPanelSettingsOutlined,
  AlbumRounded,
  ArrowBackRounded,
  ArrowDownward,
  ArrowForward,
  ArrowForwardOutlined,
  ArrowForwardRounded,
  ArrowUpward,
  ArticleOutlined,
  AssignmentIndOutlined,
  AssignmentOutlined,
  AssignmentTurnedInOutlined,
  AttachFileOutlined,
  AttachFileRounded,
  AutoAwesomeOutlined,
  AutoStoriesOutlined,
  BadgeOutlined,
  BlockOutlined,
  BugReportRounded,
  CalendarMonthOutlined,
  CallMadeRounded,
  CallOutlined,
  CallReceivedRounded,
  CampaignOutlined,
  CategoryOutlined,
  CheckCircleOutlineOutlined,
  CheckCircleRounded,
  CheckOutlined,
  CheckRounded,
  ChevronLeftRounded,
  ChevronRightRounded,
  CleaningServicesRounded,
  Close,
  CloseRounded,
  CloudDoneOutlined,
  CoPresentOutlined,
  ConfirmationNumberOutlined,
  ContentCopyOutlined,
  ContentCopyRounded,
  CreditCardOutlined,
  DarkModeRounded,
  DashboardCustomizeOutlined,
  DashboardOutlined,
  DeleteOutlineOutlined,
  DeleteOutlineRounded,
  DeleteOutlined,
  DeleteSweepOutlined,
  DescriptionOutlined,
  DiscountOutlined,
  DoNotDisturbAltOutlined,
  DoNotDisturbOnOutlined,
  DoneAllRounded,
  DownloadRounded,
  EditOutlined,
  ErrorOutlineRounded,
  EventAvailableOutlined,
  EventNoteOutlined,
  EventOutlined,
  EventRepeatOutlined,
  EventSeatOutlined,
  ExpandLess,
  ExpandMore,
  ExpandMoreRounded,
  FactCheckOutlined,
  FavoriteRounded,
  FileDownloadOutlined,
  FolderOutlined,
  FolderSharedOutlined,
  FormatBold,
  FormatListBulleted,
  FormatQuoteRounded,
  ForumOutlined,
  GavelOutlined,
  GavelRounded,
  GradingOutlined,
  GroupAddOutlined,
  Groups2Outlined,
  GroupsOutlined,
  HandshakeOutlined,
  HeadphonesRounded,
  HighlightOff,
  HighlightOffOutlined,
  HistoryEduOutlined,
  HistoryRounded,
  HomeOutlined,
  HomeWorkOutlined,
  HourglassDisabledOutlined,
  HourglassTopOutlined,
  HourglassTopRounded,
  HowToRegOutlined,
  ImageOutlined,
  InboxRounded,
  InfoOutlined,
  InsertDriveFileOutlined,
  InsertLinkOutlined,
  InsightsOutlined,
  Instagram,
  Inventory2Outlined,
  KeyRounded,
  KeyboardArrowDownRounded,
  LayersOutlined,
  LibraryBooksOutlined,
  LightModeRounded,
  ListAltOutlined,
  ListAltRounded,
  LiveTvOutlined,
  LocalLibraryOutlined,
  LocalMallOutlined,
  LocalOfferOutlined,
  LocalShippingOutlined,
  LockOutlined,
  LoginOutlined,
  LoginRounded,
  LogoutOutlined,
  LogoutRounded,
  MailOutlineRounded,
  ManageSearchOutlined,
  MenuBookOutlined,
  MenuRounded,
  Notes,
  NotificationsActiveOutlined,
  NotificationsNoneOutlined,
  NotificationsOffOutlined,
  OndemandVideoOutlined,
  OpenInNew,
  OpenInNewOutlined,
  OpenInNewRounded,
  PaymentsOutlined,
  PeopleAltOutlined,
  PeopleOutlineRounded,
  PermMediaOutlined,
  PersonAddAlt1Outlined,
  PersonOutlineRounded,
  PersonRemoveOutlined,
  PersonRounded,
  PersonSearchOutlined,
  PhoneOutlined,
  PhotoCameraOutlined,
  PictureAsPdfOutlined,
  SearchOffOutlined,
  GppBadOutlined,
  VerifiedOutlined,
  PlaceOutlined,
  PlayArrowRounded,
  QrCodeScannerOutlined,
  QuizOutlined,
  RateReviewOutlined,
  ReceiptLongOutlined,
  ReceiptLongRounded,
  ReceiptOutlined,
  RecentActorsOutlined,
  RemoveOutlined,
  RemoveRounded,
  RepeatRounded,
  ReplayRounded,
  ReplyOutlined,
  ReportProblemOutlined,
  SaveOutlined,
  SavingsOutlined,
  ScheduleOutlined,
  SchoolOutlined,
  SearchOffRounded,
  SearchOutlined,
  SearchRounded,
  SendOutlined,
  SendRounded,
  ShoppingBagOutlined,
  ShoppingBagRounded,
  SmsOutlined,
  SortRounded,
  StickyNote2Outlined,
  StorefrontOutlined,
  SubdirectoryArrowLeft,
  SupportAgentOutlined,
  SwapVertRounded,
  SyncOutlined,
  TabletAndroidRounded,
  TagOutlined,
  TaskAltOutlined,
  Telegram,
  TimerOutlined,
  Title,
  TopicOutlined,
  TouchAppOutlined,
  TuneOutlined,
  TuneRounded,
  UndoOutlined,
  UploadFileOutlined,
  UploadOutlined,
  VerifiedRounded,
  VerifiedUserOutlined,
  VideocamOffOutlined,
  VisibilityOffOutlined,
  VisibilityOutlined,
  VolunteerActivismOutlined,
  WarningAmberRounded,
  WorkspacePremiumOutlined,
  YouTube,
};
