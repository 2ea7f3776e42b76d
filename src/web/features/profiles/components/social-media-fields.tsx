import { SOCIAL_NETWORKS } from "@/shared/schemas/profile";
import { TextField } from "@/web/components/ui/text-field";
import { socialLabel } from "../profile-display";
import type { ProfileFormApi } from "../profile-form-values";

/** One handle per network; they are cleaned on save (trim, no @, no spaces, lower case). */
export function SocialMediaFields({ form, disabled }: { form: ProfileFormApi; disabled: boolean }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <div className="grid gap-4">
      <p className="text-muted-foreground text-sm">
        Enter your handle for each network, without the web address. Leave a field empty to hide it.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {SOCIAL_NETWORKS.map((network) => (
          <TextField
            key={network}
            label={socialLabel(network)}
            placeholder="username"
            autoCapitalize="none"
            autoComplete="off"
            spellCheck={false}
            disabled={disabled}
            error={errors.socialMedia?.[network]?.message}
            {...register(`socialMedia.${network}`)}
          />
        ))}
      </div>
    </div>
  );
}
