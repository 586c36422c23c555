export default {
  title: 'Your browser is not supported',
  text: 'Please upgrade to a newer browser to use this site.',
  minimum: 'Minimum versions:',
}
