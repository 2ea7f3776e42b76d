import { Card, CardContent, CardDescription, CardHeader } from "@/web/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

/** The signed-out view of /profile: Sign In and Create Account tabs (part 2 §2). */
export function AuthPanel() {
  return (
    <Card>
      <CardHeader>
        {/* The page's main heading while signed out. */}
        <h1 className="font-semibold text-2xl leading-tight">Welcome to HomeScope</h1>
        <CardDescription>Sign in to your account or create a new one.</CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="sign-in">
          <TabsList aria-label="Account access" className="grid grid-cols-2">
            <TabsTrigger value="sign-in">Sign In</TabsTrigger>
            <TabsTrigger value="sign-up">Create Account</TabsTrigger>
          </TabsList>
          <TabsContent value="sign-in">
            <SignInForm />
          </TabsContent>
          <TabsContent value="sign-up">
            <SignUpForm />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
