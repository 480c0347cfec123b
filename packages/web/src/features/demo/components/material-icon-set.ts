import type { SvgIconComponent } from '@mui/icons-material';
import Home from '@mui/icons-material/Home';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import Person from '@mui/icons-material/Person';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import Settings from '@mui/icons-material/Settings';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Notifications from '@mui/icons-material/Notifications';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import Search from '@mui/icons-material/Search';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Mail from '@mui/icons-material/Mail';
import MailOutlined from '@mui/icons-material/MailOutlined';
import Phone from '@mui/icons-material/Phone';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import Star from '@mui/icons-material/Star';
import StarOutlined from '@mui/icons-material/StarOutlined';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteOutlined from '@mui/icons-material/FavoriteOutlined';
import CheckCircle from '@mui/icons-material/CheckCircle';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Cancel from '@mui/icons-material/Cancel';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import Delete from '@mui/icons-material/Delete';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Add from '@mui/icons-material/Add';
import AddOutlined from '@mui/icons-material/AddOutlined';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Lock from '@mui/icons-material/Lock';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Language from '@mui/icons-material/Language';
import LanguageOutlined from '@mui/icons-material/LanguageOutlined';
import Dashboard from '@mui/icons-material/Dashboard';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import Event from '@mui/icons-material/Event';
import EventOutlined from '@mui/icons-material/EventOutlined';
import People from '@mui/icons-material/People';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import MenuBook from '@mui/icons-material/MenuBook';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import Payments from '@mui/icons-material/Payments';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import LocalHospital from '@mui/icons-material/LocalHospital';
import LocalHospitalOutlined from '@mui/icons-material/LocalHospitalOutlined';
import Download from '@mui/icons-material/Download';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Upload from '@mui/icons-material/Upload';
import UploadOutlined from '@mui/icons-material/UploadOutlined';
import Share from '@mui/icons-material/Share';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import Print from '@mui/icons-material/Print';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Info from '@mui/icons-material/Info';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Warning from '@mui/icons-material/Warning';
import WarningOutlined from '@mui/icons-material/WarningOutlined';
import Help from '@mui/icons-material/Help';
import HelpOutlined from '@mui/icons-material/HelpOutlined';
import Logout from '@mui/icons-material/Logout';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';

/** Icons of the Material set, each in its filled and outlined form, by their identifier. */
export const MATERIAL_ICONS: { name: string; filled: SvgIconComponent; outlined: SvgIconComponent }[] = [
  { name: 'Home', filled: Home, outlined: HomeOutlined },
  { name: 'Person', filled: Person, outlined: PersonOutlined },
  { name: 'Settings', filled: Settings, outlined: SettingsOutlined },
  { name: 'Notifications', filled: Notifications, outlined: NotificationsOutlined },
  { name: 'CalendarMonth', filled: CalendarMonth, outlined: CalendarMonthOutlined },
  { name: 'Search', filled: Search, outlined: SearchOutlined },
  { name: 'Mail', filled: Mail, outlined: MailOutlined },
  { name: 'Phone', filled: Phone, outlined: PhoneOutlined },
  { name: 'Star', filled: Star, outlined: StarOutlined },
  { name: 'Favorite', filled: Favorite, outlined: FavoriteOutlined },
  { name: 'CheckCircle', filled: CheckCircle, outlined: CheckCircleOutlined },
  { name: 'Cancel', filled: Cancel, outlined: CancelOutlined },
  { name: 'Delete', filled: Delete, outlined: DeleteOutlined },
  { name: 'Edit', filled: Edit, outlined: EditOutlined },
  { name: 'Add', filled: Add, outlined: AddOutlined },
  { name: 'Visibility', filled: Visibility, outlined: VisibilityOutlined },
  { name: 'Lock', filled: Lock, outlined: LockOutlined },
  { name: 'Language', filled: Language, outlined: LanguageOutlined },
  { name: 'Dashboard', filled: Dashboard, outlined: DashboardOutlined },
  { name: 'Event', filled: Event, outlined: EventOutlined },
  { name: 'People', filled: People, outlined: PeopleOutlined },
  { name: 'MenuBook', filled: MenuBook, outlined: MenuBookOutlined },
  { name: 'Payments', filled: Payments, outlined: PaymentsOutlined },
  { name: 'LocalHospital', filled: LocalHospital, outlined: LocalHospitalOutlined },
  { name: 'Download', filled: Download, outlined: DownloadOutlined },
  { name: 'Upload', filled: Upload, outlined: UploadOutlined },
  { name: 'Share', filled: Share, outlined: ShareOutlined },
  { name: 'Print', filled: Print, outlined: PrintOutlined },
  { name: 'Info', filled: Info, outlined: InfoOutlined },
  { name: 'Warning', filled: Warning, outlined: WarningOutlined },
  { name: 'Help', filled: Help, outlined: HelpOutlined },
  { name: 'Logout', filled: Logout, outlined: LogoutOutlined },
];
