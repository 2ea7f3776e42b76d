import {
  Bell,
  BookUser,
  Languages,
  Lock,
  type LucideIcon,
  Palette,
  Shield,
  UserRound,
} from "lucide-react";
import { type ReactNode, useState } from "react";
import { useSearchParams } from "react-router";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { cn } from "@/web/lib/cn";
import { paths } from "@/web/lib/paths";
import {
  isSettingsSubTab,
  readSettingsSection,
  SETTINGS_SUBTAB_LABELS,
  type SettingsSection,
  type SettingsSubTab,
  visibleSubTabs,
} from "../settings-sections";
import { AppearanceSettings } from "./appearance-settings";
import { LanguageSettingsLoader } from "./language-settings-loader";
import { SectionLinkCard } from "./section-link-card";
import { SecuritySettings } from "./security-settings";

const ICONS: Record<SettingsSubTab, LucideIcon> = {
  profile: UserRound,
  appearance: Palette,
  language: Languages,
  notifications: Bell,
  security: Shield,
  directory: BookUser,
};

interface SettingsPanelProps {
  userId: string;
  /** Other features' forms, composed by the route (features do not import each other). */
  profileForm: ReactNode;
  notificationsForm: ReactNode;
  /** A realtor's or photographer's own directory entry; other roles have none (no sub-tab). */
  directoryForm?: ReactNode;
}

/**
 * The dashboard's Settings tab. ?section=security or ?section=notifications opens that
 * sub-tab with its full form; without it those sub-tabs offer a link to it. Realtors and
 * photographers also get 'Directory Listing' (?section=directory opens it).
 */
export function SettingsPanel(props: SettingsPanelProps) {
  const [params] = useSearchParams();
  const section = readSettingsSection(params);
  // A new section in the URL (a link, Back) starts the sub-tabs over at that section.
  return <SettingsTabs key={section ?? ""} section={section} {...props} />;
}

function SettingsTabs({
  userId,
  section,
  profileForm,
  notificationsForm,
  directoryForm,
}: SettingsPanelProps & { section: SettingsSection | null }) {
  const subTabs = visibleSubTabs(directoryForm !== undefined);
  const [subTab, setSubTab] = useState<SettingsSubTab>(
    section && subTabs.includes(section) ? section : "profile",
  );
  const panels: Record<SettingsSubTab, ReactNode> = {
    profile: profileForm,
    appearance: <AppearanceSettings />,
    language: <LanguageSettingsLoader userId={userId} />,
    notifications:
      section === "notifications" ? (
        notificationsForm
      ) : (
        <SectionLinkCard
          title="Notification Preferences"
          description="Choose which e-mails and alerts you receive."
          to={paths.dashboard({ tab: "settings", section: "notifications" })}
          action="Manage Notification Settings"
          icon={Bell}
        />
      ),
    security:
      section === "security" ? (
        <SecuritySettings />
      ) : (
        <SectionLinkCard
          title="Password & Security"
          description="Change your password and keep your account secure."
          to={paths.dashboard({ tab: "settings", section: "security" })}
          action="Manage Security Settings"
          icon={Lock}
        />
      ),
    directory: directoryForm,
  };

  return (
    <Tabs
      value={subTab}
      onValueChange={(next) => {
        if (isSettingsSubTab(next)) setSubTab(next);
      }}
    >
      <TabsList
        aria-label="Settings"
        className={cn(
          "grid h-auto grid-cols-2 gap-1",
          subTabs.length > 5 ? "sm:grid-cols-3 lg:grid-cols-6" : "sm:grid-cols-5",
        )}
      >
        {subTabs.map((value) => {
          const Icon = ICONS[value];
          return (
            <TabsTrigger key={value} value={value} className="gap-2 py-2">
              <Icon aria-hidden="true" className="size-4" />
              {SETTINGS_SUBTAB_LABELS[value]}
            </TabsTrigger>
          );
        })}
      </TabsList>
      {subTabs.map((value) => (
        <TabsContent key={value} value={value} className="mt-6">
          {panels[value]}
        </TabsContent>
      ))}
    </Tabs>
  );
}
