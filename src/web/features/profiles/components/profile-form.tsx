import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import { type FieldErrors, useForm } from "react-hook-form";
import type { MyProfile } from "@/shared/schemas/profile";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/web/components/ui/card";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { ApiClientError, errorMessage } from "@/web/lib/api-client";
import { useAuth } from "@/web/lib/auth/auth-context";
import { applyFieldIssues } from "@/web/lib/form-errors";
import { notifyError, notifySuccess } from "@/web/lib/notify";
import { type AvatarChange, useSaveProfile } from "../api/use-save-profile";
import {
  type FormTab,
  type ProfileFormValues,
  profileFormResolver,
  tabOfFields,
  toFormValues,
} from "../profile-form-values";
import { AvatarPicker } from "./avatar-picker";
import { PersonalInfoFields } from "./personal-info-fields";
import { PreferenceFields } from "./preference-fields";
import { ProfileSkeleton } from "./profile-skeleton";
import { ProfileUnavailable } from "./profile-unavailable";
import { SocialMediaFields } from "./social-media-fields";

export interface ProfileFormProps {
  /** Leaves edit mode; without it, Cancel discards the changes and the form stays. */
  onCancel?: () => void;
  /** Called after a successful save. */
  onSaved?: () => void;
  /** Shows the e-mail as a read-only field (the dashboard's Settings > Profile). */
  showEmail?: boolean;
}

/** Field paths the server may report issues on. */
const ISSUE_FIELDS = [
  "name",
  "username",
  "phoneNumber",
  "streetAddress",
  "city",
  "state",
  "zipCode",
  "bio",
  "socialMedia.instagram",
  "socialMedia.facebook",
  "socialMedia.linkedin",
  "socialMedia.twitter",
  "themePreference",
  "languagePreference",
  "displayNameFormat",
] as const;

// All panels stay mounted (hidden when inactive) so validation can reach every field.
const TAB_CONTENT = "mt-6 data-[state=inactive]:hidden";
// Three labels in one row on a 375 px phone.
const TAB_TRIGGER = "px-1.5 text-xs sm:px-3 sm:text-sm";

/** The Edit Profile form, for the signed-in user's own profile. */
export function ProfileForm(props: ProfileFormProps) {
  const { user, profileLoading, refresh } = useAuth();
  if (!user) return null;
  if (profileLoading) return <ProfileSkeleton />;
  if (!user.profile) return <ProfileUnavailable onRetry={refresh} />;
  return <ProfileEditor key={user.profile.id} profile={user.profile} {...props} />;
}

function ProfileEditor({
  profile,
  onCancel,
  onSaved,
  showEmail = false,
}: ProfileFormProps & { profile: MyProfile }) {
  const baselineRef = useRef<ProfileFormValues>(toFormValues(profile));
  const [tab, setTab] = useState<FormTab>("personal");
  const [avatar, setAvatar] = useState<AvatarChange>({ kind: "keep" });
  const [avatarError, setAvatarError] = useState<string>();
  const { save, progress } = useSaveProfile();
  const form = useForm({
    resolver: profileFormResolver(() => baselineRef.current),
    defaultValues: baselineRef.current,
  });
  const {
    handleSubmit,
    reset,
    setError,
    formState: { isSubmitting },
  } = form;

  // Hidden tabs cannot take focus: bring the tab with the first problem forward first.
  const showTabOf = (paths: readonly string[]) => {
    const target = tabOfFields(paths);
    if (target) flushSync(() => setTab(target));
  };

  const onInvalid = (errors: FieldErrors<ProfileFormValues>) => showTabOf(Object.keys(errors));

  const onSubmit = handleSubmit(async (update) => {
    setAvatarError(undefined);
    let avatarSaved = avatar.kind === "keep";
    try {
      const latest = await save(update, avatar, {
        onAvatarSaved: () => {
          avatarSaved = true;
          setAvatar({ kind: "keep" });
        },
      });
      if (latest) baselineRef.current = toFormValues(latest);
      reset(baselineRef.current);
      notifySuccess("Profile updated", "Your profile information has been updated successfully.");
      onSaved?.();
    } catch (error) {
      if (!avatarSaved) setAvatarError(errorMessage(error, "Failed to upload avatar"));
      if (error instanceof ApiClientError) showTabOf(error.issues.map((issue) => issue.path));
      applyFieldIssues(error, setError, ISSUE_FIELDS);
      notifyError("Error updating profile", error, "There was a problem updating your profile.");
    }
  }, onInvalid);

  const cancel = () => {
    if (onCancel) {
      onCancel();
      return;
    }
    reset(baselineRef.current);
    setAvatar({ kind: "keep" });
    setAvatarError(undefined);
  };

  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold text-2xl leading-tight">Edit Profile</h2>
        <CardDescription>Update your personal information and preferences.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-6">
          <AvatarPicker
            name={form.watch("name") || profile.name}
            currentUrl={profile.avatarUrl}
            change={avatar}
            onChange={(change) => {
              setAvatar(change);
              setAvatarError(undefined);
            }}
            disabled={isSubmitting}
            progress={progress}
            error={avatarError}
          />
          <Tabs value={tab} onValueChange={(value) => setTab(value as FormTab)}>
            <TabsList>
              <TabsTrigger value="personal" className={TAB_TRIGGER}>
                Personal Info
              </TabsTrigger>
              <TabsTrigger value="social" className={TAB_TRIGGER}>
                Social Media
              </TabsTrigger>
              <TabsTrigger value="preferences" className={TAB_TRIGGER}>
                Preferences
              </TabsTrigger>
            </TabsList>
            <TabsContent value="personal" forceMount className={TAB_CONTENT}>
              <PersonalInfoFields
                form={form}
                email={showEmail ? profile.email : undefined}
                disabled={isSubmitting}
              />
            </TabsContent>
            <TabsContent value="social" forceMount className={TAB_CONTENT}>
              <SocialMediaFields form={form} disabled={isSubmitting} />
            </TabsContent>
            <TabsContent value="preferences" forceMount className={TAB_CONTENT}>
              <PreferenceFields form={form} disabled={isSubmitting} />
            </TabsContent>
          </Tabs>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" disabled={isSubmitting} onClick={cancel}>
              Cancel
            </Button>
            <SubmitButton busy={isSubmitting} busyLabel="Saving...">
              Save Changes
            </SubmitButton>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
