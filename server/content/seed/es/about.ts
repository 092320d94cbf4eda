import type { PageData } from '../../schemas'
import { paragraphs } from '../text'
import { SOPORTE } from './text'

/** The about page in Spanish (written for US Spanish speakers, "tú" as US carriers' Spanish sites use it). */
export const ABOUT_ES: PageData = {
  title: 'Acerca de Ring Mobile',
  summary:
    'Ring Mobile es un proveedor de servicio celular en EE. UU. con planes sencillos de tarjeta SIM y eSIM en una red 5G nacional: sin contratos anuales, conservas tu número y, cuando necesitas ayuda, te atiende una persona de verdad.',
  sections: [
    {
      heading: 'Quiénes somos',
      body: paragraphs(
        'Ring Mobile es un proveedor de servicio celular con sede en Chicago, Illinois. Empezamos con una idea sencilla: un plan de celular debe ser fácil de entender, tener un precio justo y ser tan fácil de dejar como de contratar.',
        'No construimos torres. Compramos capacidad a una de las redes 5G más grandes del país y la ofrecemos en planes mensuales claros. Así dedicamos nuestro tiempo y nuestro dinero a lo que tú notas: precios más bajos, facturas claras y un servicio al cliente que de verdad ayuda.',
      ),
    },
    {
      heading: 'Lo que ofrecemos',
      body: paragraphs(
        'Cuatro planes, de $15 a $55 al mes. Todos incluyen llamadas y mensajes de texto ilimitados en EE. UU., datos 5G de alta velocidad donde haya cobertura, hotspot móvil y llamadas por wifi. Los planes más grandes suman más datos, más hotspot, mensajes y llamadas internacionales o roaming en Canadá y México.',
        'Puedes elegir una eSIM, que queda lista pocos minutos después de la compra en un teléfono compatible, o una tarjeta SIM física que te enviamos por correo. Ves el precio antes de pagar, con el cargo por activación, el cargo regulatorio y los impuestos detallados línea por línea.',
      ),
    },
    {
      heading: 'Conserva tu número',
      body: paragraphs(
        'Cambiarte a Ring Mobile no significa cambiar de número. Elige "Conservar mi número" al pagar, danos unos datos de tu proveedor actual y nosotros nos encargamos de la transferencia. Tu servicio anterior sigue funcionando hasta que se complete, normalmente en pocas horas.',
      ),
    },
    {
      heading: 'Sin contratos anuales',
      body: paragraphs(
        'Nuestros planes se renuevan cada 30 días y puedes cancelar cuando quieras. No hay contrato que firmar, ni cargo por cancelación, ni revisión de crédito. Si decides irte, te llevas tu número.',
      ),
    },
    {
      heading: 'Cobertura con la que puedes contar',
      body: paragraphs(
        'Tu línea funciona en una red nacional que llega a más del 99% de la población de EE. UU., con 5G en miles de ciudades y pueblos y 4G LTE en casi todo el resto del país. Con las llamadas por wifi sigues conectado dentro de casa y donde la señal es débil.',
      ),
    },
    {
      heading: 'Atención de personas reales en EE. UU.',
      body: paragraphs(
        `Nuestro equipo de servicio al cliente trabaja desde EE. UU. y conoce nuestros planes a fondo. Escríbenos con el formulario de contacto, por chat en vivo en nuestro sitio web o por email a ${SOPORTE.email}, ${SOPORTE.hours}.`,
        'Tu cuenta también está siempre a mano: inicia sesión en Mi cuenta para ver tus líneas, ponerles un apodo, seguir la transferencia de un número, administrar tus tarjetas guardadas y revisar todos tus pedidos.',
      ),
    },
  ],
}
