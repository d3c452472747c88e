import type { SvgIconComponent } from '@mui/icons-material';
import Article from '@mui/icons-material/Article';
import Assessment from '@mui/icons-material/Assessment';
import AccountBalance from '@mui/icons-material/AccountBalance';
import Business from '@mui/icons-material/Business';
import Calculate from '@mui/icons-material/Calculate';
import Campaign from '@mui/icons-material/Campaign';
import CurrencyExchange from '@mui/icons-material/CurrencyExchange';
import Description from '@mui/icons-material/Description';
import Folder from '@mui/icons-material/Folder';
import Gavel from '@mui/icons-material/Gavel';
import Inventory from '@mui/icons-material/Inventory';
import Link from '@mui/icons-material/Link';
import LocalShipping from '@mui/icons-material/LocalShipping';
import Lock from '@mui/icons-material/Lock';
import Payments from '@mui/icons-material/Payments';
import People from '@mui/icons-material/People';
import Queue from '@mui/icons-material/Queue';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Schedule from '@mui/icons-material/Schedule';
import Settings from '@mui/icons-material/Settings';
import SupportAgent from '@mui/icons-material/SupportAgent';
import Verified from '@mui/icons-material/Verified';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import BarChart from '@mui/icons-material/BarChart';
import Dashboard from '@mui/icons-material/Dashboard';
import Home from '@mui/icons-material/Home';
import Security from '@mui/icons-material/Security';
import Storefront from '@mui/icons-material/Storefront';
import Construction from '@mui/icons-material/Construction';
import AssignmentInd from '@mui/icons-material/AssignmentInd';
import FactCheck from '@mui/icons-material/FactCheck';
import FolderOpen from '@mui/icons-material/FolderOpen';
import MoneyOff from '@mui/icons-material/MoneyOff';
import Monitor from '@mui/icons-material/Monitor';
import Numbers from '@mui/icons-material/Numbers';
import Payment from '@mui/icons-material/Payment';
import PriceCheck from '@mui/icons-material/PriceCheck';
import Rule from '@mui/icons-material/Rule';

/**
 * Icons the module tree may name (MUI icon names). A fixed map keeps the bundle small;
 * an unknown name falls back to a neutral document icon.
 */
const ICONS: Record<string, SvgIconComponent> = {
  AccountBalance, Article, Assessment, AssignmentInd, BarChart, Business, Calculate, Campaign, Construction,
  CurrencyExchange, Dashboard, Description, FactCheck, Folder, FolderOpen, Gavel, Home, Inventory, Link,
  LocalShipping, Lock, MoneyOff, Monitor, Numbers, Payment, Payments, People, PriceCheck, Queue, ReceiptLong,
  Rule, Schedule, Security, Settings, Storefront, SupportAgent, Verified, VerifiedUser,
};

export function MenuIcon({ name, fontSize = 'small' }: { name: string; fontSize?: 'small' | 'medium' | 'inherit' }) {
  const Icon = ICONS[name] ?? Article;
  return <Icon fontSize={fontSize} />;
}
