import type { FastifyInstance } from 'fastify';
import { authRoutes } from './modules/auth/auth.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { entryFormRoutes } from './modules/entry-forms/entry-forms.routes';
import { entryRequestRoutes } from './modules/entry-requests/entry-requests.routes';
import { entryReviewRoutes } from './modules/entry-requests/review.routes';
import { equipmentRoutes } from './modules/equipment/equipment.routes';
import { fileRoutes } from './modules/files/files.routes';
import { onSiteRoutes } from './modules/on-site/on-site.routes';
import { platformAdminRoutes } from './modules/platform-admin/platform-admin.routes';
import { siteRoutes } from './modules/sites/sites.routes';
import { companyRoutes } from './modules/company/company.routes';
import { contactRequestRoutes } from './modules/contact-requests/contact-requests.routes';
import { entryFormVersionRoutes } from './modules/entry-forms/entry-form-versions.routes';
import { equipmentAdminRoutes } from './modules/equipment/equipment-admin.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { managedSiteRoutes } from './modules/sites/managed-sites.routes';
import { userRoutes } from './modules/users/users.routes';
import { billingRoutes } from './modules/billing/billing.routes';
import { platformUserRoutes } from './modules/platform-users/platform-users.routes';
import { salesAgentRoutes } from './modules/sales-agents/sales-agents.routes';
import { productLineRoutes } from './modules/product-lines/product-lines.routes';
import { customerCardRoutes } from './modules/customer-card/customer-card.routes';
import { siteContentRoutes } from './modules/site-content/site-content.routes';
import { privacyRoutes } from './modules/privacy/privacy.routes';
import { workerRecognitionRoutes } from './modules/worker-recognition/worker-recognition.routes';
import { inductionRoutes } from './modules/inductions/inductions.routes';
import { quizAttemptRoutes } from './modules/quiz-attempts/quiz-attempts.routes';
import { auditLogRoutes } from './modules/audit-log/audit-log.routes';
import { systemMonitoringRoutes } from './modules/system-monitoring/system-monitoring.routes';
import { visitRoutes } from './modules/visits/visits.routes';
import { pushRoutes } from './modules/push/push.routes';
import { waitTimeRoutes } from './modules/wait-times/wait-times.routes';
import { webhookRoutes } from './modules/webhooks/webhooks.routes';
import { registerGuards } from './plugins/guards';

/**
 * Every /api module, inside one scope whose guard fails closed: a route is for staff unless its
 * config says public. Add a module here with one line.
 */
export async function apiRoutes(api: FastifyInstance) {
  registerGuards(api, api.config.publicUrl);
  await api.register(authRoutes);
  await api.register(entryReviewRoutes);
  await api.register(onSiteRoutes);
  await api.register(dashboardRoutes);
  await api.register(siteRoutes);
  await api.register(entryFormRoutes);
  await api.register(equipmentRoutes);
  await api.register(entryRequestRoutes);
  await api.register(fileRoutes);
  await api.register(managedSiteRoutes);
  await api.register(entryFormVersionRoutes);
  await api.register(mediaRoutes);
  await api.register(userRoutes);
  await api.register(companyRoutes);
  await api.register(equipmentAdminRoutes);
  await api.register(contactRequestRoutes);
  await api.register(platformAdminRoutes);
  await api.register(platformUserRoutes);
  await api.register(salesAgentRoutes);
  await api.register(billingRoutes);
  await api.register(productLineRoutes);
  await api.register(customerCardRoutes);
  await api.register(siteContentRoutes);
  await api.register(privacyRoutes);
  await api.register(auditLogRoutes);
  await api.register(workerRecognitionRoutes);
  await api.register(inductionRoutes);
  await api.register(quizAttemptRoutes);
  await api.register(visitRoutes);
  await api.register(systemMonitoringRoutes);
  await api.register(pushRoutes);
  await api.register(webhookRoutes);
  await api.register(waitTimeRoutes);
}
